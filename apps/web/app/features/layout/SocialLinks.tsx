import type { PublicConfig } from "~/lib/root-data";
import { FacebookIcon, InstagramIcon, TiktokIcon, YoutubeIcon } from "~/ui/SocialIcons";

const networks = [
  { key: "facebook", label: "Facebook", Icon: FacebookIcon },
  { key: "instagram", label: "Instagram", Icon: InstagramIcon },
  { key: "youtube", label: "YouTube", Icon: YoutubeIcon },
  { key: "tiktok", label: "TikTok", Icon: TiktokIcon },
] as const;

/** Icon links to our social profiles; they open in a new tab without handing it our window. */
export function SocialLinks({
  social,
  className,
}: {
  social: PublicConfig["social"];
  className?: string;
}) {
  return (
    <ul className={["social-links", className].filter(Boolean).join(" ")}>
      {networks.map(({ key, label, Icon }) => (
        <li key={key}>
          <a
            href={social[key]}
            target="_blank"
            rel="noopener noreferrer"
            className="social-links__link"
          >
            <Icon size={20} />
            <span className="visually-hidden">{label} (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
