import type { CSSProperties } from "react";
import type { WeatherView } from "./weather-view";
import "./weather-chart.css";

const bar = (from: number, to: number) =>
  ({ "--from": `${from}%`, "--to": `${to}%` }) as CSSProperties;
const height = (value: number) => ({ "--size": String(value / 100) }) as CSSProperties;
const figure = (value: number | null) => (value === null ? "–" : String(Math.round(value)));

/**
 * A place's weather month by month: a chart drawn with CSS bars (the picture: high and low,
 * rainy days, sunshine, the best months marked) and the same figures as a table for screen
 * readers, then where they come from and who chose the best months. Display only: pages draw it
 * through LazyWeatherChart, so it costs no first-load JavaScript.
 */
export function WeatherChart({ view }: { view: WeatherView }) {
  const { months, rain, hasSun, source, bestMonths } = view;
  return (
    <figure className="weather-chart" aria-labelledby="weather-caption">
      <figcaption id="weather-caption" className="weather-chart__caption">
        Average weather in {view.place}, month by month
      </figcaption>
      <div className="weather-chart__picture" aria-hidden="true">
        <p className="weather-chart__legend">
          <span className="weather-chart__key weather-chart__key--temp">Low – high, °C</span>
          {rain ? (
            <span className="weather-chart__key weather-chart__key--rain">{rain.label}</span>
          ) : null}
          {hasSun ? (
            <span className="weather-chart__key weather-chart__key--sun">Sunshine, hours</span>
          ) : null}
          {bestMonths ? (
            <span className="weather-chart__key weather-chart__key--best">Best months</span>
          ) : null}
        </p>
        <div className="weather-chart__months">
          {months.map((month) => (
            <div
              key={month.month}
              className={`weather-chart__month${month.best ? " weather-chart__month--best" : ""}`}
            >
              <span className="weather-chart__high">{Math.round(month.highC)}</span>
              <span className="weather-chart__track">
                <span className="weather-chart__temp" style={bar(month.barFrom, month.barTo)} />
              </span>
              <span className="weather-chart__low">{Math.round(month.lowC)}</span>
              <span className="weather-chart__name">{month.short}</span>
              {rain ? (
                <span className="weather-chart__small">
                  <span className="weather-chart__rain" style={height(month.rainBar)} />
                  <span className="weather-chart__figure">{figure(month.rain)}</span>
                </span>
              ) : null}
              {hasSun ? (
                <span className="weather-chart__small">
                  <span className="weather-chart__sun" style={height(month.sunBar)} />
                  <span className="weather-chart__figure">{figure(month.sunHours)}</span>
                </span>
              ) : null}
            </div>
          ))}
        </div>
      </div>
      <p className="visually-hidden">{view.summary}</p>
      {/* In a hidden box: a table is as wide as its cells, whatever width it is given. */}
      <div className="visually-hidden">
        <table>
          <caption>Average weather in {view.place}</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">High, °C</th>
              <th scope="col">Low, °C</th>
              {rain ? <th scope="col">{rain.label}</th> : null}
              {hasSun ? <th scope="col">Sunshine, hours</th> : null}
              {bestMonths ? <th scope="col">Best month</th> : null}
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month}>
                <th scope="row">{month.name}</th>
                <td>{month.highC}</td>
                <td>{month.lowC}</td>
                {rain ? <td>{month.rain ?? "not given"}</td> : null}
                {hasSun ? <td>{month.sunHours ?? "not given"}</td> : null}
                {bestMonths ? <td>{month.best ? "yes" : "no"}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {bestMonths ? (
        <p className="weather-chart__best">
          <strong>Best time to go:</strong> {bestMonths.names.join(", ")}. {bestMonths.by}
        </p>
      ) : null}
      <p className="weather-chart__source">
        {source.borrowed ? (
          <>
            {view.place} has no climate table of its own: these are the figures of the{" "}
            {source.borrowed}.{" "}
          </>
        ) : null}
        Climate data: Wikipedia,{" "}
        <a href={source.url} rel="external">
          {source.title}
        </a>
        ,{" "}
        <a href="https://creativecommons.org/licenses/by-sa/4.0/" rel="license external">
          CC BY-SA 4.0
        </a>
        . Long-term averages; the period varies from table to table.
      </p>
    </figure>
  );
}
