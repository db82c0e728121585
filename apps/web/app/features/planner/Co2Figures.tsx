/** The methods page's section on how the pages write the estimate: what it includes, and its rounding. */
export function Co2Figures() {
  return (
    <>
      <h2 id="how-pages-show-it">How the pages show it</h2>
      <p>
        Every page gives the figure <strong>per person</strong> first (the party&apos;s total beside
        it where a page plans a whole trip), as CO₂e with radiative forcing. Beside it is the{" "}
        <strong>CO₂ alone</strong>, from DESNZ&apos;s factors without radiative forcing (the second
        column above): that is the figure most flight searches show, so the two can be compared like
        with like. The CO₂e is about 1.7 times the CO₂ alone.
      </p>
      <p>
        The pages round both to <strong>two significant figures</strong> (230 kg, 2,300 kg). The
        factors are averages for a distance band, not measurements of a flight, so places in one
        band share one figure: from Lisbon, Rabat, Casablanca and Fès are all flights of 500 to 912
        km and all show 230 kg per person. Rounding says what the figure is, an estimate; the worked
        example below keeps whole kilograms to show the sums.
      </p>
    </>
  );
}
