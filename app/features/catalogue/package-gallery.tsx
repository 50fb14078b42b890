import { useIntl } from "react-intl";
import { packageCopy } from "../../i18n/copy/package";
import { useState } from "react";
import { imageAtWidth } from "../../../domain/images";
import { BANNER_IMAGE_SIZES, PackageImage } from "../../components/package/package-image";

interface PackageGalleryProps {
  title: string;
  images: string[];
  /** Badges laid over the main image (percent off, Expired). */
  children?: React.ReactNode;
}

/** The main image and its thumbnails; choosing a thumbnail shows it as the main image. */
export function PackageGallery({ title, images, children }: PackageGalleryProps) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const shown = images[index] ?? images[0] ?? null;
  return (
    <div>
      <div className="relative overflow-hidden rounded-2xl bg-slate-100">
        <PackageImage
          src={shown}
          alt={images.length > 1 ? intl.formatMessage(packageCopy.photoAlt, { title, index: index + 1, count: images.length }) : title}
          eager
          sizes={BANNER_IMAGE_SIZES}
          width={1600}
          height={1000}
          className="aspect-[16/10] w-full object-cover"
        />
        {children ? <div className="absolute start-3 top-3 flex flex-wrap gap-2">{children}</div> : null}
      </div>
      {images.length > 1 ? (
        <ul className="mt-3 grid grid-cols-5 gap-2" aria-label={intl.formatMessage(packageCopy.photos)}>
          {images.map((src, i) => (
            <li key={`${src}-${i}`}>
              <button
                type="button"
                aria-pressed={i === index}
                aria-label={intl.formatMessage(packageCopy.showPhoto, { index: i + 1, count: images.length })}
                onClick={() => setIndex(i)}
                className={`block w-full overflow-hidden rounded-lg ring-offset-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${
                  i === index ? "ring-2 ring-brand-700" : "opacity-80 hover:opacity-100"
                }`}
              >
                <img
                  src={imageAtWidth(src, 480)}
                  alt=""
                  width={160}
                  height={100}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[16/10] w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
