/** Open roles at Wayfarer, read by the careers page's loader. */
export type OpenRole = {
  id: string;
  title: string;
  team: "Engineering" | "Content" | "Partnerships" | "Support";
  location: string;
  type: "Full-time" | "Part-time";
  summary: string;
  responsibilities: string[];
  requirements: string[];
};

export const openRoles: OpenRole[] = [
  {
    id: "senior-frontend-engineer",
    title: "Senior Frontend Engineer",
    team: "Engineering",
    location: "Remote (Europe) or Lisbon",
    type: "Full-time",
    summary:
      "Shape the pages millions of travellers use to choose their next trip: fast, accessible and pleasant on any phone.",
    responsibilities: [
      "Build server-rendered pages and components that work before JavaScript loads and get better after.",
      "Own performance budgets and accessibility for the destination and planning pages.",
      "Work with design and content to turn research into features, from sketch to release.",
    ],
    requirements: [
      "Several years building production web applications with React and TypeScript.",
      "A working knowledge of HTTP, caching and how browsers render a page.",
      "Care for semantic HTML, keyboard use and screen readers.",
    ],
  },
  {
    id: "destination-editor",
    title: "Destination Editor (Southeast Asia)",
    team: "Content",
    location: "Remote (UTC+5 to UTC+9)",
    type: "Full-time",
    summary:
      "Research, write and keep current our guides to Southeast Asia, with costs travellers can trust.",
    responsibilities: [
      "Write and update destination guides, attraction lists and typical costs for a region of ten countries.",
      "Check prices and opening times twice a year, and whenever readers report a change.",
      "Commission and edit local contributors.",
    ],
    requirements: [
      "Published travel writing, and time spent travelling in the region.",
      "A precise eye for numbers, dates and names.",
      "Excellent written English; a regional language is a plus.",
    ],
  },
  {
    id: "partnerships-manager",
    title: "Partnerships Manager",
    team: "Partnerships",
    location: "Lisbon",
    type: "Full-time",
    summary:
      "Grow and look after our relationships with airlines, hotel platforms and booking partners.",
    responsibilities: [
      "Negotiate and renew agreements with flight, hotel and package partners.",
      "Make sure partner links take travellers to exactly the search they expect.",
      "Report on partner performance and traveller feedback every month.",
    ],
    requirements: [
      "Experience in travel distribution, affiliate partnerships or business development.",
      "Comfort with contracts, numbers and long-term relationships.",
      "Fluent English; Portuguese or Spanish is a plus.",
    ],
  },
  {
    id: "traveller-support-specialist",
    title: "Traveller Support Specialist",
    team: "Support",
    location: "Remote (Europe)",
    type: "Part-time",
    summary:
      "Be the friendly voice that answers travellers' questions about their plans, accounts and our guides.",
    responsibilities: [
      "Answer e-mails from travellers within one working day.",
      "Spot patterns in questions and turn them into improvements to pages and guides.",
      "Keep our help content clear and current.",
    ],
    requirements: [
      "Experience in customer support, ideally in travel or hospitality.",
      "Clear, warm writing and patience with tricky questions.",
      "Twenty hours a week, including one weekend shift a month.",
    ],
  },
];
