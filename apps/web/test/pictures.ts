// Pictures made in the test, not downloaded: a phone-like photo with GPS in its EXIF block,
// and a tiny PNG that declares enormous dimensions (a decompression bomb).
import { crc32 } from "node:zlib";
import exifReader from "exif-reader";
import sharp from "sharp";

/** Where the "phone" says it was: the Eiffel Tower. */
export const PHOTO_GPS = {
  GPSLatitudeRef: "N",
  GPSLatitude: [48, 51, 29.64],
  GPSLongitudeRef: "E",
  GPSLongitude: [2, 17, 40],
};

/** A noisy photo (noise compresses badly, like a real one) with camera, date and GPS tags. */
export async function phonePhoto({ width = 1600, height = 1200, orientation = 1 } = {}) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 30 },
    },
  })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "Wayfarer", Model: "Pocket Camera", DateTime: "2026:06:01 09:30:00" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "48/1 51/1 2964/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "2/1 17/1 4000/100",
      },
    })
    .withMetadata({ orientation })
    .toBuffer();
}

/** The GPS tags of a picture's EXIF block, or null when it has no EXIF at all. */
export async function gpsOf(picture: Uint8Array) {
  const { exif } = await sharp(picture).metadata();
  return exif ? (exifReader(exif).GPSInfo ?? {}) : null;
}

/** A valid 1×1 PNG whose header then claims width × height pixels (the CRC is fixed up). */
export async function pngBomb(width = 100_000, height = 100_000) {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#000" } })
    .png()
    .toBuffer();
  // Signature (8) + IHDR length (4) + "IHDR" (4): width and height follow, then the CRC.
  const ihdr = 8 + 4;
  png.writeUInt32BE(width, ihdr + 4);
  png.writeUInt32BE(height, ihdr + 8);
  png.writeUInt32BE(crc32(png.subarray(ihdr, ihdr + 4 + 13)), ihdr + 4 + 13);
  return png;
}
