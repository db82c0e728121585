/**
 * What a server-drawn map shows, in world map units (features/maps/geometry.server.ts).
 * Built on the server (map-views.server.ts), drawn by MapFigure.tsx as a lazy island.
 */

export type ViewBox = { x: number; y: number; width: number; height: number };

/** Where a trip's total stands against the budget (the domain's budget discovery). */
export type BudgetBand = "within" | "just-over" | "over";

/** Every mark's shape says what its colour says: circle, triangle, square; a pin for a place, a ring for the airport a trip starts from. */
export type MarkShape = "circle" | "triangle" | "square" | "pin" | "origin";

export type MapMark = {
  id: number;
  x: number;
  y: number;
  href: string;
  /** The link's accessible name, e.g. "Lisbon, €1,678 total, within your budget". */
  label: string;
  shape: MarkShape;
  band?: BudgetBand;
  /** A name drawn beside the mark (only where marks are few enough not to collide). */
  text?: string;
  /** A group of nearby places drawn as one mark (mark-groups.server.ts): how many. */
  count?: number;
};

export type MapOrigin = { x: number; y: number; code: string; label: string };

export type MapFigureProps = {
  id: string;
  baseHref: string;
  worldWidth: number;
  worldHeight: number;
  viewBox: ViewBox;
  /** Size of a mark in map units, so marks look the same at every zoom. */
  unit: number;
  title: string;
  caption: string;
  marks: MapMark[];
  origin?: MapOrigin;
  /** A country to highlight (SVG path). */
  country?: string | null;
  /** The great-circle route and its distance label. */
  arc?: { d: string; labelX: number; labelY: number; label: string } | null;
  legend?: { shape: MarkShape; band?: BudgetBand; text: string }[];
};
