// Reads an API Extractor report (*.api.md) as a map from each exported name to its
// declaration, and compares two such maps. Comment lines are left out (a doc comment written
// or fixed is not an API change), except that a name marked @deprecated says so.

const DECLARED_NAME =
  /^export (?:declare )?(?:abstract )?(?:function|const|let|var|class|interface|type|enum|namespace) (\w+)/m;

export type Surface = Map<string, string>;

export function readSurface(report: string): Surface {
  const code = report.replaceAll("\r\n", "\n").split("```ts")[1]?.split("```")[0] ?? "";
  const surface: Surface = new Map();
  for (const block of code.split(/\n\s*\n/)) {
    const lines = block.split("\n").filter((line) => line.trim() !== "");
    const declaration = lines.filter((line) => !line.trim().startsWith("//")).join("\n");
    const name = DECLARED_NAME.exec(declaration)?.[1];
    if (!name) continue;
    const deprecated = lines.some(
      (line) => line.trim().startsWith("//") && line.includes("@deprecated"),
    );
    const text = `${deprecated ? "@deprecated\n" : ""}${declaration}`;
    // Overloads of one function are separate blocks of one name.
    surface.set(name, surface.has(name) ? `${surface.get(name)}\n${text}` : text);
  }
  return surface;
}

/** What changed between two surfaces, by name: gone, declared differently, or new. */
export function compareSurfaces(before: Surface, after: Surface) {
  const names = (source: Surface, keep: (name: string) => boolean) =>
    [...source.keys()].filter(keep).sort();
  return {
    removed: names(before, (name) => !after.has(name)),
    changed: names(before, (name) => after.has(name) && after.get(name) !== before.get(name)),
    added: names(after, (name) => !before.has(name)),
  };
}
