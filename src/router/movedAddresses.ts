// Old addresses and where they went; the root loader and the boot code both follow them.
import { BIG_DATA_CENTRE_PATH } from '../layout/navbar/bigDataCentre';

/** Addresses that moved: the navbar once opened the big-data centre as `/home?screen=bigData`. */
export function movedAddressOf(pathname: string, search: string): string | undefined {
  if (pathname === '/home' && new URLSearchParams(search).get('screen') === 'bigData') return BIG_DATA_CENTRE_PATH;
  return undefined;
}
