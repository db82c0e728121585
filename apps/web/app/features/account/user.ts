/** The signed-in person as the frame needs them (the root loader provides it). */
export type SiteUser = {
  uid: string;
  displayName: string;
  email: string;
  /** Profile picture URL; the avatar falls back to a default image when missing or broken. */
  photoURL: string | null;
};
