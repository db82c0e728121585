/** How many destinations the comparison shows side by side (shared by the page and its loader). */
export const MAX_COMPARED = 3;
