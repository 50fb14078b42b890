import { Link } from "react-router";
import type { PublicConfig } from "../../server/config";

export function SiteFooter({ contact }: { contact: PublicConfig["contact"] }) {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">Kerala Trips</p>
          <p className="mt-2 text-sm text-slate-300">Verified travel packages, booked straight with the people who run them.</p>
          <p className="mt-3 text-sm">Location: Kerala, India</p>
        </div>
        <nav aria-label="Quick links">
          <h2 className="font-semibold text-white">Quick links</h2>
          <ul className="mt-2 space-y-1 text-sm">
            <li><Link className="hover:underline" to="/">Home</Link></li>
            <li><Link className="hover:underline" to="/packages">Packages</Link></li>
            <li><Link className="hover:underline" to="/about">About</Link></li>
            <li><Link className="hover:underline" to="/contact">Contact</Link></li>
            <li><Link className="hover:underline" to="/favorites">Favorites</Link></li>
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-white">Stay in touch</h2>
          <ul className="mt-2 space-y-1 text-sm">
            <li><a className="hover:underline" href={contact.instagramUrl} rel="noopener noreferrer" target="_blank">Instagram</a></li>
            <li><a className="hover:underline" href={contact.youtubeUrl} rel="noopener noreferrer" target="_blank">YouTube</a></li>
            <li><a className="hover:underline" href={contact.linkedinUrl} rel="noopener noreferrer" target="_blank">LinkedIn</a></li>
            <li><a className="hover:underline" href={contact.facebookUrl} rel="noopener noreferrer" target="_blank">Facebook</a></li>
            <li><a className="hover:underline" href={`https://wa.me/${contact.whatsappNumber}`} rel="noopener noreferrer" target="_blank">Chat on WhatsApp</a></li>
            <li><a className="hover:underline" href={`mailto:${contact.email}`}>{contact.email}</a></li>
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800 px-4 py-4 text-center text-xs text-slate-400">
        <p>© {year} Kerala Trips. All rights reserved.</p>
        <p className="mt-1">Designed and developed by the Kerala Trips engineering team.</p>
      </div>
    </footer>
  );
}
