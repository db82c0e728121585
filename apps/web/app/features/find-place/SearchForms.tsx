import {
  countryOptions,
  HOTEL_MAX_ADULTS,
  HOTEL_MAX_CHILDREN,
  travellerCategories,
  type Option,
} from "@travel/domain";
import type { FlightField, HotelField, SearchForm } from "~/features/planner/search-form";
import {
  AirportInput,
  DateRangeFields,
  describedBy,
  FieldMessages,
  SearchField,
} from "~/features/planner/search-fields";
import {
  TravellersPicker,
  type TravellerCategoryCopy,
  type TravellerField,
} from "~/features/planner/TravellersPicker";
import {
  FIND_PLACE_ACTION,
  flightFieldTargets as flight,
  hotelFieldTargets as hotel,
  type FindPlaceForms,
  type FindPlaceFormTab,
} from "./find-place-forms";

/**
 * The find-place widget's two forms. They submit with GET to the results page, which validates
 * on the server and shows the partner links (or the messages beside the fields, values kept),
 * so they work the same with and without JavaScript. Pages draw them as a lazy island
 * (LazySearchForm.tsx): the page ships no JavaScript for them until it must draw them itself.
 */
type SearchFormOptions = {
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

function FlightSearchForm({
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
          {...flight.departure_area_code}
          error={errors.departure_area_code}
          choices={choices.departure_area_code}
        >
          <AirportInput
            id={flight.departure_area_code.id}
            name="departure_area_code"
            value={values.departure_area_code}
            error={errors.departure_area_code}
          />
        </SearchField>
        <SearchField
          {...flight.destination}
          error={errors.destination}
          choices={choices.destination}
        >
          <AirportInput
            id={flight.destination.id}
            name="destination"
            value={values.destination}
            error={errors.destination}
          />
        </SearchField>
        <DateRangeFields
          dates={[
            {
              ...flight.departureDate,
              name: "departureDate",
              value: values.departureDate,
              error: errors.departureDate,
            },
            {
              ...flight.returnDate,
              name: "returnDate",
              value: values.returnDate,
              error: errors.returnDate,
            },
          ]}
          min={options.today}
          pair
        />
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
            <label htmlFor={flight.country.id} className="search-field__label">
              {flight.country.label}
            </label>
            <select
              id={flight.country.id}
              name="country"
              className="search-field__control"
              defaultValue={values.country ?? ""}
              aria-invalid={errors.country ? true : undefined}
              aria-describedby={describedBy(flight.country.id, { error: errors.country })}
            >
              <option value="">Same as the destination airport</option>
              {options.countries.map((country) => (
                <option key={country.value} value={country.value}>
                  {country.label}
                </option>
              ))}
            </select>
            <FieldMessages id={flight.country.id} error={errors.country} />
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

function HotelSearchForm({
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
          {...hotel.destination}
          error={errors.destination}
          choices={choices.destination}
          className="search-form__wide"
        >
          <AirportInput
            id={hotel.destination.id}
            name="destination"
            value={values.destination}
            error={errors.destination}
            placeholder="City"
          />
        </SearchField>
        <DateRangeFields
          dates={[
            {
              ...hotel.checkIn,
              name: "checkIn",
              value: values.checkIn,
              error: errors.checkIn,
            },
            {
              ...hotel.checkOut,
              name: "checkOut",
              value: values.checkOut,
              error: errors.checkOut,
            },
          ]}
          min={options.today}
          pair
        />
        <SearchField {...hotel.adults} className="search-field--pair" error={errors.adults}>
          <CountInput
            id={hotel.adults.id}
            name="adults"
            value={values.adults ?? "2"}
            error={errors.adults}
            min={1}
            max={HOTEL_MAX_ADULTS}
          />
        </SearchField>
        <SearchField {...hotel.children} className="search-field--pair" error={errors.children}>
          <CountInput
            id={hotel.children.id}
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

const travellerCategoryCopy: readonly TravellerCategoryCopy[] = travellerCategories.map(
  ({ value, label, ages }) => ({ value: value as TravellerField, label, ages }),
);

export type SearchFormForProps = { tab: FindPlaceFormTab; forms: FindPlaceForms };

/** The form of one find-place tab, with what its loader said (find-place.server.ts). */
export function SearchFormFor({ tab, forms }: SearchFormForProps) {
  const options: SearchFormOptions = {
    action: FIND_PLACE_ACTION,
    today: forms.today,
    countries: countryOptions,
    travellerCategories: travellerCategoryCopy,
  };
  return tab === "Flights" ? (
    <FlightSearchForm
      form={forms.flights ?? undefined}
      options={options}
      travellersSummary={forms.travellersSummary}
    />
  ) : (
    <HotelSearchForm form={forms.hotel ?? undefined} options={options} />
  );
}
