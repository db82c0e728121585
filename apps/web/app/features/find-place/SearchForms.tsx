import { HOTEL_MAX_ADULTS, HOTEL_MAX_CHILDREN, type Option } from "@travel/domain";
import type { FlightField, HotelField, SearchForm } from "~/features/planner/search-form";
import { AirportInput, DateInput, describedBy, FieldMessages, SearchField } from "./search-fields";
import { TravellersPicker, type TravellerCategoryCopy } from "./TravellersPicker";

/**
 * The find-place widget's two forms. They submit with GET to the results page, which validates
 * on the server and shows the partner links (or the messages beside the fields, values kept),
 * so they work the same with and without JavaScript. Rendered to HTML on the server only
 * (features/find-place/find-place.server.tsx): the page ships no JavaScript for them.
 */
export type SearchFormOptions = {
  action: string;
  today: string;
  countries: readonly Option[];
  travellerCategories: readonly TravellerCategoryCopy[];
};

const emptyForm = { values: {}, errors: {}, choices: {} };

/** A head count; its bounds are the domain's hotel-search limits. */
function CountInput({
  id,
  name,
  value,
  error,
  min,
  max,
}: {
  id: string;
  name: string;
  value: string;
  error?: string | undefined;
  min: number;
  max: number;
}) {
  return (
    <input
      id={id}
      name={name}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      className="search-field__control"
      defaultValue={value}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, { error })}
    />
  );
}

export function FlightSearchForm({
  form = emptyForm,
  options,
  travellersSummary,
}: {
  form?: SearchForm<FlightField>;
  options: SearchFormOptions;
  travellersSummary: string;
}) {
  const { values, errors, choices } = form;
  return (
    <form
      method="get"
      action={options.action}
      className="search-form"
      noValidate
      data-search-form="flights"
    >
      <input type="hidden" name="search" value="flights" />
      <div className="search-form__grid">
        <SearchField
          id="flights-from"
          label="From"
          error={errors.departure_area_code}
          choices={choices.departure_area_code}
        >
          <AirportInput
            id="flights-from"
            name="departure_area_code"
            value={values.departure_area_code}
            error={errors.departure_area_code}
          />
        </SearchField>
        <SearchField
          id="flights-to"
          label="To"
          error={errors.destination}
          choices={choices.destination}
        >
          <AirportInput
            id="flights-to"
            name="destination"
            value={values.destination}
            error={errors.destination}
          />
        </SearchField>
        <SearchField
          id="flights-departure"
          className="search-field--pair"
          label="Departure"
          error={errors.departureDate}
        >
          <DateInput
            id="flights-departure"
            name="departureDate"
            value={values.departureDate}
            error={errors.departureDate}
            min={options.today}
          />
        </SearchField>
        <SearchField
          id="flights-return"
          className="search-field--pair"
          label="Return"
          error={errors.returnDate}
        >
          <DateInput
            id="flights-return"
            name="returnDate"
            value={values.returnDate}
            error={errors.returnDate}
            min={options.today}
          />
        </SearchField>
        <TravellersPicker
          idPrefix="flights"
          summary={travellersSummary}
          categories={options.travellerCategories}
          values={values}
          errors={errors}
        />
        {/* A rarely needed refinement: folded away (no script needed), open when it holds a choice. */}
        <details
          className="search-form__more"
          open={values.country || errors.country ? true : undefined}
        >
          <summary className="search-form__more-summary">More options</summary>
          <div className="search-field">
            <label htmlFor="flights-country" className="search-field__label">
              Destination country
            </label>
            <select
              id="flights-country"
              name="country"
              className="search-field__control"
              defaultValue={values.country ?? ""}
              aria-invalid={errors.country ? true : undefined}
              aria-describedby={describedBy("flights-country", { error: errors.country })}
            >
              <option value="">Same as the destination airport</option>
              {options.countries.map((country) => (
                <option key={country.value} value={country.value}>
                  {country.label}
                </option>
              ))}
            </select>
            <FieldMessages id="flights-country" error={errors.country} />
          </div>
        </details>
      </div>
      <button type="submit" className="button button--primary search-form__submit">
        Search flights
      </button>
      <p className="search-form__note">
        Round trip, economy, prices in euros. Partner offers open in a new tab.
      </p>
    </form>
  );
}

export function HotelSearchForm({
  form = emptyForm,
  options,
}: {
  form?: SearchForm<HotelField>;
  options: SearchFormOptions;
}) {
  const { values, errors, choices } = form;
  return (
    <form
      method="get"
      action={options.action}
      className="search-form"
      noValidate
      data-search-form="hotel"
    >
      <input type="hidden" name="search" value="hotel" />
      <div className="search-form__grid">
        <SearchField
          id="hotel-destination"
          label="Destination"
          error={errors.destination}
          choices={choices.destination}
          className="search-form__wide"
        >
          <AirportInput
            id="hotel-destination"
            name="destination"
            value={values.destination}
            error={errors.destination}
            placeholder="City"
          />
        </SearchField>
        <SearchField
          id="hotel-check-in"
          className="search-field--pair"
          label="Check-in"
          error={errors.checkIn}
        >
          <DateInput
            id="hotel-check-in"
            name="checkIn"
            value={values.checkIn}
            error={errors.checkIn}
            min={options.today}
          />
        </SearchField>
        <SearchField
          id="hotel-check-out"
          className="search-field--pair"
          label="Check-out"
          error={errors.checkOut}
        >
          <DateInput
            id="hotel-check-out"
            name="checkOut"
            value={values.checkOut}
            error={errors.checkOut}
            min={options.today}
          />
        </SearchField>
        <SearchField
          id="hotel-adults"
          className="search-field--pair"
          label="Adults"
          error={errors.adults}
        >
          <CountInput
            id="hotel-adults"
            name="adults"
            value={values.adults ?? "2"}
            error={errors.adults}
            min={1}
            max={HOTEL_MAX_ADULTS}
          />
        </SearchField>
        <SearchField
          id="hotel-children"
          className="search-field--pair"
          label="Children"
          error={errors.children}
        >
          <CountInput
            id="hotel-children"
            name="children"
            value={values.children ?? "0"}
            error={errors.children}
            min={0}
            max={HOTEL_MAX_CHILDREN}
          />
        </SearchField>
      </div>
      <button type="submit" className="button button--primary search-form__submit">
        Search hotels
      </button>
      <p className="search-form__note">
        Prices for your whole stay. Partner offers open in a new tab.
      </p>
    </form>
  );
}
