/** A message decided on the server and shown once by the browser (see toast.server.ts). */
export type FlashToast = {
  id: string;
  type: "success" | "error" | "blank";
  title?: string;
  description: string;
};
