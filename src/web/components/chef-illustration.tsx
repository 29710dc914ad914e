/** Our own chef drawing, shown while the ingredient list is empty. */
export function ChefIllustration() {
  return (
    <figure className="chef">
      <svg viewBox="0 0 200 200" width="200" height="200" role="img" aria-labelledby="chef-title">
        <title id="chef-title">
          A smiling chef with a tall white hat, waiting for your ingredients
        </title>
        <circle cx="100" cy="100" r="96" fill="var(--chef-bg)" />
        <path
          d="M62 70c-14 0-22-12-18-24 4-12 18-16 28-9 4-14 18-20 30-15 10-9 28-5 33 8 12-4 25 5 25 18 0 13-11 22-24 21v16H62Z"
          fill="#ffffff"
          stroke="#3b3b3b"
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <rect
          x="62"
          y="82"
          width="76"
          height="12"
          rx="3"
          fill="#ffffff"
          stroke="#3b3b3b"
          strokeWidth="3"
        />
        <ellipse
          cx="100"
          cy="122"
          rx="36"
          ry="34"
          fill="#f2c9a0"
          stroke="#3b3b3b"
          strokeWidth="3"
        />
        <circle cx="87" cy="116" r="4" fill="#3b3b3b" />
        <circle cx="113" cy="116" r="4" fill="#3b3b3b" />
        <path
          d="M86 134c8 8 20 8 28 0"
          fill="none"
          stroke="#3b3b3b"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <path
          d="M84 128c-8 2-14-1-16-6M116 128c8 2 14-1 16-6"
          fill="none"
          stroke="#7a4a2a"
          strokeWidth="4"
          strokeLinecap="round"
        />
        <circle cx="78" cy="130" r="5" fill="#f09a8a" opacity="0.7" />
        <circle cx="122" cy="130" r="5" fill="#f09a8a" opacity="0.7" />
        <path
          d="M70 162c8-6 18-8 30-8s22 2 30 8v18H70Z"
          fill="#ffffff"
          stroke="#3b3b3b"
          strokeWidth="3"
        />
        <path d="M92 156l8 10 8-10" fill="var(--accent)" stroke="#3b3b3b" strokeWidth="2" />
      </svg>
    </figure>
  );
}
