import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { formatPrice } from "@travel/domain";

export const meta: MetaFunction = () => [{ title: "Wayfarer — find where to go next" }];

export function loader() {
  return { sampleFare: formatPrice(48900) };
}

export default function Home() {
  const { sampleFare } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>Find where to go next</h1>
      <p>Return flights from €{sampleFare}</p>
    </main>
  );
}
