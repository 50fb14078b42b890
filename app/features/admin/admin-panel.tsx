/** Placeholder until the admin feature lands (issue 5). Loaded lazily by routes/catch-all.tsx. */
export default function AdminPanel() {
  return <h1 className="text-3xl font-bold">Admin Dashboard</h1>;
}
