/** Every party's share, per person and CO₂ at one place (the shortlist's and the decision's). */
export function SplitTable({
  shares,
  caption,
}: {
  shares: { party: string; share: string; perPerson: string; co2: string }[];
  caption?: string;
}) {
  return (
    <table className="plan-table">
      {caption ? <caption className="plan-table__caption">{caption}</caption> : null}
      <thead>
        <tr>
          <th scope="col">Party</th>
          <th scope="col">Share</th>
          <th scope="col">Per person</th>
          <th scope="col">CO₂</th>
        </tr>
      </thead>
      <tbody>
        {shares.map((share) => (
          <tr key={share.party}>
            <th scope="row">{share.party}</th>
            <td>{share.share}</td>
            <td>{share.perPerson}</td>
            <td>{share.co2}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A form's problem, read out when it appears. */
export function FormProblem({ problem, id }: { problem?: string | undefined; id?: string }) {
  return problem ? (
    <p id={id} className="search-field__error" role="alert">
      {problem}
    </p>
  ) : null;
}
