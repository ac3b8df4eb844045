// The branch's banners of one placement (HTSY: the home page, /ntocc-basic-api/banner/type/HTSY):
// one at a time, turning every few seconds (paused while the pointer is over it), with a dot per banner
// to choose one. A banner with a link opens it. Nothing shows when the branch has none.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listBanners } from '../../api/endpoints/basic';
import type { Banner } from '../../core/generated/api';

export const BANNER_TURN_MS = 6_000;

export function HomeBanners({ type = 'HTSY' }: { type?: string }) {
  const { t } = useTranslation();
  const [banners, setBanners] = useState<Banner[]>([]);
  const [shown, setShown] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    let current = true;
    listBanners(type).then(
      (answer) => current && setBanners(answer.data),
      // The HTTP layer has shown the error; the home page stays usable without banners.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [type]);

  useEffect(() => {
    if (banners.length < 2 || paused) return undefined;
    const timer = setInterval(() => setShown((index) => (index + 1) % banners.length), BANNER_TURN_MS);
    return () => clearInterval(timer);
  }, [banners.length, paused]);

  if (banners.length === 0) return null;
  const banner = banners[shown % banners.length]!;
  const image = <img src={banner.imageUrl} alt={banner.title} className="h-full w-full object-cover" />;
  return (
    <section
      aria-label={t('common.home.banners')}
      aria-roledescription="carousel"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      className="relative aspect-[4/1] max-h-48 overflow-hidden rounded bg-white shadow-sm"
    >
      {banner.linkUrl ? (
        <a href={banner.linkUrl} target="_blank" rel="noopener noreferrer" className="block h-full">
          {image}
        </a>
      ) : (
        image
      )}
      {banners.length > 1 && (
        <div className="absolute inset-x-0 bottom-2 flex justify-center gap-2">
          {banners.map((entry, index) => (
            <button
              key={entry.id}
              type="button"
              aria-label={entry.title}
              aria-current={index === shown % banners.length}
              onClick={() => setShown(index)}
              className={`size-2.5 rounded-full ${index === shown % banners.length ? 'bg-white' : 'bg-white/50'}`}
            />
          ))}
        </div>
      )}
    </section>
  );
}
