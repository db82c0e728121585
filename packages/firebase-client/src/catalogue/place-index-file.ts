/**
 * The place index the catalogue importer writes beside the catalogue (decision 172): every city
 * an editor can start a new destination from, with the facts the importer derives for it. The
 * package ships it with its data; the web server reads it once, on an editor's first search.
 */
export const PLACE_INDEX_FILE = new URL("../../data/places.json.gz", import.meta.url);
