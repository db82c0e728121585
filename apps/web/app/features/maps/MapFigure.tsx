import type { CSSProperties } from "react";
import type { BudgetBand, MapFigureProps, MapMark, MarkShape } from "./map-types";

/**
 * A map: the cached base map as a lazily loaded <img>, with this page's marks drawn inline
 * over it in an SVG, each a link.
 * Placed by pages as a lazy island (LazyMapFigure.tsx), from map-views.server.ts.
 */

function Shape({ shape, x, y, r }: { shape: MarkShape; x: number; y: number; r: number }) {
  const f = (value: number) => Math.round(value * 100) / 100;
  switch (shape) {
    case "circle":
    case "origin":
      return <circle cx={x} cy={y} r={f(r)} />;
    case "triangle":
      return (
        <path
          d={`M${f(x)} ${f(y - r * 1.25)}L${f(x + r * 1.15)} ${f(y + r * 0.8)}L${f(x - r * 1.15)} ${f(y + r * 0.8)}Z`}
        />
      );
    case "square":
      return <rect x={f(x - r * 0.9)} y={f(y - r * 0.9)} width={f(r * 1.8)} height={f(r * 1.8)} />;
    case "pin":
      return (
        <path
          d={`M${f(x)} ${f(y)}l${f(-r)} ${f(-r * 1.6)}a${f(r * 1.1)} ${f(r * 1.1)} 0 1 1 ${f(r * 2)} 0Z`}
        />
      );
  }
}

const percent = (fraction: number) => `${Math.round(fraction * 100_000) / 1000}%`;

const markClass = (band: BudgetBand | undefined, shape: MarkShape) =>
  `map-mark map-mark--${band ?? shape}`;

/** A group's mark grows with its count, slowly: 2 places a little over a mark, 500 about three. */
const groupRadius = (count: number, unit: number) =>
  Math.round(unit * (1.4 + Math.log10(count)) * 100) / 100;

function Mark({ mark, unit }: { mark: MapMark; unit: number }) {
  const grouped = mark.count !== undefined && mark.count > 1;
  return (
    <a
      href={mark.href}
      aria-label={mark.label}
      className={`${markClass(mark.band, mark.shape)}${grouped ? " map-mark--group" : ""}`}
      data-band={mark.band}
      data-destination-id={mark.id}
      data-count={grouped ? mark.count : undefined}
    >
      <title>{mark.label}</title>
      {grouped ? (
        <>
          {/* A group takes its best band's shape (decision 083), so colour is never the only cue. */}
          <Shape
            shape={mark.band ? mark.shape : "circle"}
            x={mark.x}
            y={mark.y}
            r={groupRadius(mark.count as number, unit)}
          />
          <text
            x={mark.x}
            y={Math.round((mark.y + unit * 0.8) * 100) / 100}
            className="map-group__count"
            aria-hidden="true"
          >
            {mark.count}
          </text>
        </>
      ) : (
        <Shape shape={mark.shape} x={mark.x} y={mark.y} r={unit} />
      )}
      {mark.text ? (
        <text x={mark.x} y={Math.round((mark.y + unit * 3.2) * 100) / 100} className="map-label">
          {mark.text}
        </text>
      ) : null}
    </a>
  );
}

/** A legend symbol: the same shape and colour as the marks it explains. */
function LegendSymbol({ shape, band }: { shape: MarkShape; band?: BudgetBand }) {
  return (
    <svg viewBox="-6 -8 12 14" width="14" height="16" aria-hidden="true" focusable="false">
      <g className={markClass(band, shape)}>
        <Shape shape={shape} x={0} y={shape === "pin" ? 5 : 0} r={4} />
      </g>
    </svg>
  );
}

export function MapFigure({
  id,
  baseHref,
  worldWidth,
  worldHeight,
  viewBox,
  unit,
  title,
  caption,
  marks,
  origin,
  country,
  arc,
  legend,
}: MapFigureProps) {
  const captionId = `${id}-caption`;
  const r = (value: number) => Math.round(value * 100) / 100;
  return (
    <figure className="map" id={id}>
      <div className="map__frame" style={{ aspectRatio: `${viewBox.width} / ${viewBox.height}` }}>
        {/* The world underneath, placed so the marks' viewBox shows the same window onto it. */}
        <img
          className="map__base"
          src={baseHref}
          alt=""
          width={worldWidth}
          height={worldHeight}
          loading="lazy"
          decoding="async"
          style={{
            width: percent(worldWidth / viewBox.width),
            height: percent(worldHeight / viewBox.height),
            left: percent(-viewBox.x / viewBox.width),
            top: percent(-viewBox.y / viewBox.height),
          }}
        />
        <svg
          className="map__svg"
          viewBox={`${viewBox.x} ${viewBox.y} ${viewBox.width} ${viewBox.height}`}
          role="group"
          aria-label={title}
          aria-describedby={captionId}
          // Labels are sized in CSS from this (maps.css), larger on small screens where the map shrinks.
          style={{ "--map-unit": unit } as CSSProperties}
        >
          {country ? (
            <path d={country} className="map-country" strokeWidth={r(unit * 0.25)} />
          ) : null}
          {arc ? (
            <g className="map-route">
              <path d={arc.d} className="map-route__line" strokeWidth={r(unit * 0.45)} />
              <text x={arc.labelX} y={arc.labelY} className="map-label map-route__label">
                {arc.label}
              </text>
            </g>
          ) : null}
          {origin ? (
            <g className="map-mark map-mark--origin">
              <circle cx={origin.x} cy={origin.y} r={r(unit * 1.2)} strokeWidth={r(unit * 0.6)} />
              <title>{origin.label}</title>
              <text x={r(origin.x + unit * 2)} y={r(origin.y + unit * 0.8)} className="map-label">
                {origin.code}
              </text>
            </g>
          ) : null}
          <g strokeWidth={r(unit * 0.35)}>
            {marks.map((mark) => (
              <Mark key={mark.id} mark={mark} unit={unit} />
            ))}
          </g>
        </svg>
      </div>
      <figcaption id={captionId} className="map__caption">
        {legend && legend.length > 0 ? (
          <ul className="map__legend" aria-label="Map key">
            {legend.map((entry) => (
              <li key={entry.text}>
                <LegendSymbol shape={entry.shape} band={entry.band} />
                {entry.text}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="map__text">{caption}</p>
      </figcaption>
    </figure>
  );
}
