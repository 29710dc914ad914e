export function Footer() {
  return (
    <footer className="site-footer">
      {/* Pre-rendered at build time: the year is set again on hydration if it has turned. */}
      <p suppressHydrationWarning>Copyright © {new Date().getFullYear()} | All Rights Reserved.</p>
      <a href="#top" className="back-to-top">
        Back to top
      </a>
    </footer>
  );
}
