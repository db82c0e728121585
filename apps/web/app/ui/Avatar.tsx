import { useEffect, useRef, useState } from "react";

const DEFAULT_AVATAR_SRC = "/images/default-avatar.svg";

/**
 * A round profile picture that falls back to the default image when there is none or it
 * fails to load (also when it failed before hydration, which onError alone would miss).
 */
export function Avatar({
  src,
  size = 36,
  alt = "",
}: {
  src: string | null | undefined;
  size?: number;
  alt?: string;
}) {
  const [failed, setFailed] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = imageRef.current;
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);
  return (
    <img
      ref={imageRef}
      className="avatar"
      src={src && !failed ? src : DEFAULT_AVATAR_SRC}
      width={size}
      height={size}
      alt={alt}
      onError={() => setFailed(true)}
    />
  );
}
