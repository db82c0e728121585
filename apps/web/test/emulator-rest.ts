// Straight to the emulators ("Bearer owner" passes the security rules): for the tests that change
// a stored document behind the app's back, or look at what Storage holds.

type Value = string | number | boolean | null;

const valueOf = (value: Value) =>
  value === null
    ? { nullValue: null }
    : typeof value === "string"
      ? { stringValue: value }
      : typeof value === "boolean"
        ? { booleanValue: value }
        : Number.isInteger(value)
          ? { integerValue: String(value) }
          : { doubleValue: value };

/** Sets `fields` (dotted paths for nested ones) of the document at `path`, leaving the rest. */
export async function patchDocument(path: string, fields: Record<string, Value>): Promise<void> {
  const { FIRESTORE_EMULATOR_HOST, FIREBASE_PROJECT_ID } = process.env;
  const url = new URL(
    `http://${FIRESTORE_EMULATOR_HOST}/v1/projects/${FIREBASE_PROJECT_ID}/databases/(default)/documents/${path}`,
  );
  const nested: Record<string, unknown> = {};
  for (const [fieldPath, value] of Object.entries(fields)) {
    url.searchParams.append("updateMask.fieldPaths", fieldPath);
    const parts = fieldPath.split(".");
    let map = nested;
    for (const part of parts.slice(0, -1)) {
      map[part] ??= { mapValue: { fields: {} } };
      map = (map[part] as { mapValue: { fields: Record<string, unknown> } }).mapValue.fields;
    }
    map[parts.at(-1)!] = valueOf(value);
  }
  const answer = await fetch(url, {
    method: "PATCH",
    headers: { Authorization: "Bearer owner", "Content-Type": "application/json" },
    body: JSON.stringify({ fields: nested }),
  });
  if (!answer.ok) throw new Error(`Firestore emulator answered ${answer.status} for ${path}`);
}

/** The names of the files Storage holds under `prefix` (e.g. "content/photos/{id}/"). */
export async function storedFiles(prefix: string): Promise<string[]> {
  const { FIREBASE_STORAGE_EMULATOR_HOST, FIREBASE_PROJECT_ID, FIREBASE_STORAGE_BUCKET } =
    process.env;
  const bucket = FIREBASE_STORAGE_BUCKET ?? `${FIREBASE_PROJECT_ID}.firebasestorage.app`;
  const url = new URL(`http://${FIREBASE_STORAGE_EMULATOR_HOST}/storage/v1/b/${bucket}/o`);
  url.searchParams.set("prefix", prefix);
  const answer = await fetch(url, { headers: { Authorization: "Bearer owner" } });
  if (!answer.ok) throw new Error(`Storage emulator answered ${answer.status} for ${prefix}`);
  const listed = (await answer.json()) as { items?: { name: string }[] };
  return (listed.items ?? []).map((item) => item.name).sort();
}
