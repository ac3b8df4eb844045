import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { getRuntimeConfig } from '../config/runtimeConfig';
import { session } from '../session/sessionState';
import { connectRealtime, type SocketMessage } from './socket';
import { socketUrl } from './socketUrl';

/** Keeps the session's real-time socket open while the caller is mounted and a party is signed in. */
export function useRealtime(onMessage: (message: SocketMessage) => void): void {
  const { party, token } = useSnapshot(session);
  const listener = useRef(onMessage);
  useEffect(() => {
    listener.current = onMessage;
  });

  const branchCode = party?.branchCode ?? '';
  const partyType = party?.partyType ?? '';
  const code = party?.code ?? '';
  useEffect(() => {
    if (!token || !branchCode || !partyType || !code) return;
    const url = socketUrl({ branchCode, partyType, code, token }, getRuntimeConfig().wsBase, window.location);
    const connection = connectRealtime(url, (message) => listener.current(message));
    return () => connection.stop();
  }, [token, branchCode, partyType, code]);
}
