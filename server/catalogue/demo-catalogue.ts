import type { CategorySlug } from "../../domain/categories";
import { addDays } from "../../domain/dates";
import { districtFromPlaces, OUTSIDE_KERALA } from "../../domain/districts";
import { offerPercentage, toMinor } from "../../domain/money";
import type { Meal } from "../../domain/package-content";
import type { PackageTranslations } from "../../domain/package-translations";
import type { CustomizationGroup, CustomizationOptions, PackageStatus } from "../../domain/package";
import type { PackageInput } from "./catalogue-service";

/** Ids the browser and integration tests rely on; each names one kind of demo package. */
export const DEMO_FIXTURES = {
  /** Active, open, with an adult and child offer price (percent-off badge). */
  offer: "demo-munnar-tea-trails",
  /** Active, open, with a brochure PDF (Download PDF button). */
  withPdf: "demo-munnar-tea-trails",
  /** Active, open, with a review screenshot on the provider card. */
  withReview: "demo-alleppey-houseboat-classic",
  /** Active, open, customization options in several groups with positive and negative deltas. */
  withCustomizations: "demo-kerala-grand-family-tour",
  /** Active, open, adult price only (no child price at all). */
  noChildPrice: "demo-thekkady-spice-wildlife",
  /** Active, open, four gallery images. */
  withGallery: "demo-kumarakom-lake-retreat",
  /** Active, open, no offer. */
  plain: "demo-fort-kochi-heritage-walk",
  /** Active but booking closed (closing date in the past): Expired badge, Booking Closed notice. */
  closed: "demo-closed-nehru-trophy-boat-race",
  /** A second Active package whose booking closed yesterday. */
  closedYesterday: "demo-closed-thrissur-pooram",
  /** Draft: never on public pages. */
  draft: "demo-draft-silent-valley-trek",
  /** Paused: not listed. */
  paused: "demo-paused-marayoor-sandalwood",
  /** Expired status: not listed. */
  expired: "demo-expired-monsoon-munnar",
  /** Last-minute deal whose end date is today ('Last Day!'). */
  lastMinuteToday: "demo-lastminute-alleppey-tonight",
  /** Last-minute deal ending tomorrow ('1 Day Left'). */
  lastMinuteTomorrow: "demo-lastminute-munnar-tomorrow",
  /** Last-minute deal ending in 3 days. */
  lastMinuteLater: "demo-lastminute-varkala-sunset",
  /** Last-minute deal whose end date has passed while booking stays open ('Offer Ended'). */
  lastMinuteEnded: "demo-lastminute-ended-athirappilly",
  /** Priced in US dollars. */
  usd: "demo-abu-dhabi-dubai-explorer",
  /** Above ₹1,00,000 (the top price range). */
  premium: "demo-kumarakom-honeymoon-villa",
  /** One day, no nights, no offer, cheapest range. */
  dayTrip: "demo-athirappilly-waterfalls-day",
  /** Day-by-day itinerary, inclusions/exclusions, a cancellation policy and fixed departures, one with its own price and one sold out. */
  withDepartures: "demo-wayanad-forest-escape",
  /** Fixed group departures and a minimum group of 4 (the adults stepper starts there). */
  groupDepartures: "demo-chembra-peak-trek",
} as const;

type DemoDeparture = [daysFromToday: number, seatsTotal: number, seatsLeft: number, majorAdultPrice?: number];

/** Issue 11's content for a few demo packages; every other package has none (a free travel date). */
interface DemoContent {
  itinerary?: [title: string, description: string, overnight: string, meals: Meal[]][];
  inclusions?: string[];
  exclusions?: string[];
  cancellationPolicy?: string;
  departures?: DemoDeparture[];
}

const CONTENT: Record<string, DemoContent> = {
  "demo-wayanad-forest-escape": {
    itinerary: [
      [
        "Kozhikode to Wayanad",
        "Pick-up at Kozhikode, climb the Thamarassery ghat road with its nine hairpin bends and check in at Kalpetta.",
        "Kalpetta",
        ["dinner"],
      ],
      [
        "Edakkal caves and Banasura dam",
        "Morning climb to the Neolithic carvings of Edakkal; afternoon speed-boat ride on Banasura Sagar.",
        "Kalpetta",
        ["breakfast", "lunch", "dinner"],
      ],
      [
        "Soochipara falls and tent camp",
        "Forest walk to Soochipara falls for a swim, then a night in a tented camp by the forest.",
        "Meppadi tent camp",
        ["breakfast", "dinner"],
      ],
      [
        "Pookode lake and home",
        "Pedal boats on Pookode lake and a bamboo-village lunch before the drive back to Kozhikode.",
        "",
        ["breakfast", "lunch"],
      ],
    ],
    inclusions: [
      "3 nights' stay (2 in a resort, 1 in a tent camp)",
      "Meals as in the itinerary",
      "Private car with driver",
      "Entry tickets to Edakkal caves and Soochipara falls",
    ],
    exclusions: ["Travel to Kozhikode", "Zipline and other activities not listed", "Personal expenses"],
    cancellationPolicy: "Full refund of the advance up to 7 days before departure; 50% up to 3 days before; none after that.",
    departures: [
      [9, 12, 4],
      [23, 12, 0],
      [37, 12, 9, 12499],
    ],
  },
  "demo-chembra-peak-trek": {
    itinerary: [
      [
        "Meppadi and the coffee estate",
        "Meet the group at Kozhikode, drive to Meppadi and settle into the plantation homestay.",
        "Coffee-plantation homestay, Meppadi",
        ["lunch", "dinner"],
      ],
      [
        "Chembra summit and back",
        "Dawn start with the forest guide to the heart-shaped lake and the summit, back for lunch, drop at Kozhikode.",
        "",
        ["breakfast", "lunch"],
      ],
    ],
    inclusions: ["Forest permits and a certified guide", "1 night in a plantation homestay", "Meals as in the itinerary"],
    exclusions: ["Trekking shoes and rain gear", "Travel to Kozhikode"],
    departures: [
      [6, 18, 7],
      [20, 18, 18],
    ],
  },
  "demo-munnar-tea-trails": {
    itinerary: [
      ["Kochi to Munnar", "Drive up through spice plantations and the Cheeyappara falls to Munnar.", "Munnar", ["dinner"]],
      ["Tea country", "Eravikulam National Park, the tea museum and Mattupetty dam.", "Munnar", ["breakfast", "dinner"]],
      ["Top Station and home", "Sunrise at Top Station, then the drive back to Kochi.", "", ["breakfast"]],
    ],
    inclusions: ["2 nights in a tea-estate resort", "Breakfast and dinner", "Private car with driver"],
    exclusions: ["Lunches", "Entry tickets", "Airfare"],
  },
};

const FEATURED = new Set([
  "demo-munnar-tea-trails",
  "demo-alleppey-houseboat-classic",
  "demo-wayanad-forest-escape",
  "demo-kerala-grand-family-tour",
]);

/**
 * Admin-written translations of a few demo packages (ADR 041): Munnar in all three languages,
 * the Alleppey houseboat with translated titles only, so its description shows the original.
 */
const TRANSLATIONS: Record<string, PackageTranslations> = {
  "demo-munnar-tea-trails": {
    ml: {
      title: "മൂന്നാറിലെ തേയിലത്തോട്ടങ്ങളും മഞ്ഞുമൂടിയ മലനിരകളും",
      description:
        "മേഘങ്ങൾക്കു മുകളിലുള്ള പഴയൊരു പ്ലാന്റർ ബംഗ്ലാവിൽ ഉണരാം, തൊഴിലാളികൾ എത്തും മുമ്പേ തേയിലച്ചെടികൾക്കിടയിലെ വഴികളിലൂടെ നടക്കാം. നാട്ടുകാരനായ ഒരു പ്രകൃതിനിരീക്ഷകൻ ടോപ്പ് സ്റ്റേഷനിലേക്കുള്ള ലഘുവായ മലകയറ്റത്തിന് വഴികാട്ടും; ഉച്ചകഴിഞ്ഞുള്ള നേരം സുഗന്ധവ്യഞ്ജനത്തോട്ടങ്ങൾക്കും തേയില ഫാക്ടറിയിലെ രുചിനോട്ടത്തിനും മാട്ടുപ്പെട്ടി തടാകക്കരയിലൂടെയുള്ള സാവധാനയാത്രയ്ക്കും.",
    },
    hi: {
      title: "मुन्नार के चाय बागान और धुंध भरी चोटियाँ",
      description:
        "बादलों के ऊपर बने एक पुराने प्लांटर बंगले में सुबह कीजिए और चाय तोड़ने वालों के आने से पहले बागानों की पगडंडियों पर टहलिए। एक स्थानीय प्रकृतिविद् टॉप स्टेशन तक हल्की ट्रेकिंग कराते हैं, और दोपहर के बाद का समय आपका है: मसालों के बाग़, चाय फ़ैक्ट्री में चखने का सत्र और मट्टुपेट्टी झील के किनारे इत्मीनान भरी ड्राइव।",
    },
    ar: {
      title: "دروب الشاي في مونار وقممها الضبابية",
      description:
        "استيقظ فوق الغيوم في بيت قديم لمزارعي الشاي، وتمشَّ بين شجيرات الشاي قبل وصول القاطفين. يرافقك مرشد محلي في نزهة جبلية خفيفة إلى إطلالة توب ستيشن، وتبقى فترات ما بعد الظهر لك: حدائق التوابل، وتذوّق الشاي في المصنع، وجولة هادئة بالسيارة على ضفاف بحيرة ماتوبيتي.",
    },
  },
  "demo-alleppey-houseboat-classic": {
    ml: { title: "ആലപ്പുഴ ഹൗസ്‌ബോട്ടിൽ ഒരു രാത്രി", description: "" },
    hi: { title: "अलेप्पी हाउसबोट में एक रात का सफ़र", description: "" },
    ar: { title: "ليلة على متن قارب منزلي في أليبي", description: "" },
  },
};

function demoContent(
  s: DemoSpec,
  today: string,
): Pick<
  PackageInput,
  "district" | "itinerary" | "inclusions" | "exclusions" | "gstIncluded" | "cancellationPolicy" | "departures" | "featured" | "translations"
> {
  const c = CONTENT[s.id] ?? {};
  const international = s.categories.includes("international-packages") || s.currency === "USD";
  return {
    district: international ? OUTSIDE_KERALA : (districtFromPlaces(s.to, s.provider[2], s.from, ...s.mainPlaces) ?? OUTSIDE_KERALA),
    itinerary: (c.itinerary ?? []).map(([title, description, overnight, meals]) => ({ title, description, overnight, meals })),
    inclusions: c.inclusions ?? [],
    exclusions: c.exclusions ?? [],
    gstIncluded: !international,
    cancellationPolicy: c.cancellationPolicy ?? "",
    departures: (c.departures ?? []).map(([inDays, seatsTotal, seatsLeft, price]) => ({
      date: addDays(today, inDays),
      seatsTotal,
      seatsLeft,
      priceAdult: price === undefined ? null : toMinor(price),
    })),
    featured: FEATURED.has(s.id),
    translations: TRANSLATIONS[s.id] ?? {},
  };
}

const img = (scene: string) => `/assets/packages/${scene}.w1600.webp`;
const REVIEW_1 = "/assets/packages/review-card-1.w960.webp";
const REVIEW_2 = "/assets/packages/review-card-2.w960.webp";
const BROCHURE = "/assets/packages/demo-brochure.pdf";

type Options = Partial<Record<CustomizationGroup, [name: string, majorDelta: number][]>>;

interface DemoSpec {
  id: string;
  title: string;
  code: string;
  provider: [name: string, meshId: string, location: string];
  from: string;
  to: string;
  days: number;
  nights: number;
  categories: CategorySlug[];
  currency?: "USD";
  /** Major units; offer prices only when there is an offer. */
  adult: number;
  child?: number;
  offer?: [adult: number, child?: number];
  banner: string;
  gallery?: string[];
  pdf?: boolean;
  review?: string;
  group?: [min: number, max: number];
  description: string;
  highlights: string[];
  mainPlaces: string[];
  attractions: string[];
  status?: PackageStatus;
  /** Booking window relative to today: [opening, closing] in days. */
  window?: [number, number];
  /** Last-minute end date relative to today. */
  endsIn?: number;
  options?: Options;
}

const CATALOGUE: DemoSpec[] = [
  {
    id: "demo-munnar-tea-trails",
    title: "Munnar Tea Trails & Misty Peaks",
    code: "KT-MNR-301",
    provider: ["Misty Hills Tours", "MESH-KL-1042", "Munnar, Idukki"],
    from: "Kochi",
    to: "Munnar, Top Station",
    days: 3,
    nights: 2,
    categories: ["weekend-trips", "trekking"],
    adult: 8999,
    child: 5999,
    offer: [7499, 4999],
    banner: "munnar-tea-hills",
    gallery: ["chembra-peak-trek", "vagamon-meadows", "wayanad-waterfall"],
    pdf: true,
    review: REVIEW_2,
    group: [2, 12],
    description:
      "Wake up above the clouds in a planter's bungalow and walk the contour paths between tea bushes before the pickers arrive. A local naturalist leads a gentle ridge trek to Top Station, and the afternoons are yours for spice gardens, a tea-factory tasting and a slow drive past Mattupetty lake.",
    highlights: [
      "Sunrise walk through working tea estates",
      "Guided trek to Top Station viewpoint",
      "Tea-factory visit with a tasting session",
      "Stay in a heritage planter's bungalow",
      "Spice-garden tour with a farmer",
    ],
    mainPlaces: ["Munnar", "Top Station", "Mattupetty"],
    attractions: ["Eravikulam National Park", "Tea Museum", "Echo Point", "Attukal Waterfalls"],
    window: [-20, 120],
    options: {
      Accommodations: [
        ["Valley-view cottage upgrade", 2500],
        ["Shared dormitory instead of bungalow", -1500],
      ],
      Activities: [["Jeep safari to Kolukkumalai sunrise", 1800]],
    },
  },
  {
    id: "demo-alleppey-houseboat-classic",
    title: "Alleppey Houseboat Overnight Cruise",
    code: "KT-ALP-112",
    provider: ["Backwater Bliss Holidays", "MESH-KL-2207", "Alappuzha"],
    from: "Alappuzha",
    to: "Alappuzha backwaters, Punnamada Lake",
    days: 2,
    nights: 1,
    categories: ["cruise-trips", "honeymoon-packages", "weekend-trips"],
    adult: 7999,
    child: 3999,
    banner: "alleppey-houseboat",
    gallery: ["kumarakom-sunset-canoe", "thekkady-lake"],
    review: REVIEW_1,
    group: [2, 8],
    description:
      "Board a private kettuvallam at noon and drift through narrow canals lined with coconut palms, paddy fields and village churches. The crew cooks Kerala meals on board, moors at a quiet bend for the night and serves breakfast as the lake wakes up.",
    highlights: [
      "Private air-conditioned houseboat",
      "Freshly cooked karimeen and appam on board",
      "Sunset mooring on Punnamada Lake",
      "Village canal stop by country boat",
    ],
    mainPlaces: ["Alappuzha", "Punnamada", "Kainakary"],
    attractions: ["Vembanad Lake", "R Block paddy fields", "Pathiramanal island"],
    window: [-30, 150],
    options: {
      Accommodations: [
        ["Two-bedroom premium houseboat", 4500],
        ["Shared houseboat (one cabin)", -2000],
      ],
      Food: [["Seafood platter dinner", 1200]],
    },
  },
  {
    id: "demo-kumarakom-lake-retreat",
    title: "Kumarakom Lake Resort Retreat",
    code: "KT-KMK-405",
    provider: ["Vembanad Luxe Stays", "MESH-KL-3310", "Kumarakom, Kottayam"],
    from: "Kochi",
    to: "Kumarakom",
    days: 4,
    nights: 3,
    categories: ["wellness-resorts", "luxury-packages", "honeymoon-packages"],
    adult: 32999,
    child: 14999,
    offer: [27999, 12999],
    banner: "luxury-pool-resort",
    gallery: ["kumarakom-sunset-canoe", "ayurveda-spa", "alleppey-houseboat", "thekkady-lake"],
    group: [2, 6],
    description:
      "Three unhurried nights in a lakeside villa with a plunge pool, an Ayurvedic consultation on arrival and daily therapies planned around it. Mornings start with birdwatching at the sanctuary; evenings end with a canoe ride to watch the sun sink into Vembanad.",
    highlights: [
      "Lake-view villa with private plunge pool",
      "Two Ayurveda therapies per day",
      "Kumarakom Bird Sanctuary at dawn",
      "Sunset canoe on Vembanad Lake",
      "All meals included",
    ],
    mainPlaces: ["Kumarakom", "Vembanad"],
    attractions: ["Kumarakom Bird Sanctuary", "Bay Island Driftwood Museum", "Aruvikkuzhi Waterfall"],
    window: [-10, 160],
    options: {
      Days: [["Extra night in the villa", 8500]],
      Transportation: [["Own transfer from Kochi", -1800]],
    },
  },
  {
    id: "demo-thekkady-spice-wildlife",
    title: "Thekkady Spice & Wildlife Escape",
    code: "KT-TKD-208",
    provider: ["Periyar Green Trails", "MESH-KL-4121", "Kumily, Idukki"],
    from: "Madurai",
    to: "Thekkady, Kumily",
    days: 3,
    nights: 2,
    categories: ["adventure-trips", "family-tours"],
    adult: 11499,
    banner: "thekkady-lake",
    gallery: ["wayanad-waterfall"],
    group: [1, 10],
    description:
      "Cruise Periyar lake as elephant herds come down to drink, then follow a tribal tracker on a bamboo-raft trail through the reserve. Between the wild parts you visit a cardamom plantation and watch a Kalaripayattu show in Kumily.",
    highlights: [
      "Periyar lake boat safari",
      "Bamboo rafting with forest trackers",
      "Cardamom and pepper plantation walk",
      "Evening Kalaripayattu performance",
    ],
    mainPlaces: ["Thekkady", "Kumily", "Periyar"],
    attractions: ["Periyar Tiger Reserve", "Chellarkovil viewpoint", "Spice plantations"],
    window: [-5, 100],
  },
  {
    id: "demo-wayanad-forest-escape",
    title: "Wayanad Forest, Caves & Waterfalls",
    code: "KT-WYD-410",
    provider: ["Malabar Trails", "MESH-KL-5088", "Kalpetta, Wayanad"],
    from: "Kozhikode",
    to: "Wayanad",
    days: 4,
    nights: 3,
    categories: ["adventure-trips", "trekking", "camping"],
    adult: 13999,
    child: 8999,
    banner: "wayanad-waterfall",
    gallery: ["camping-under-stars", "chembra-peak-trek"],
    group: [2, 15],
    description:
      "A green loop through Wayanad: climb to the Neolithic carvings of Edakkal caves, swim below Soochipara falls and sleep one night in a tented camp on the edge of the forest. Days are active, evenings quiet around a fire.",
    highlights: [
      "Edakkal caves climb",
      "Soochipara waterfall swim",
      "One night in a forest-edge tent camp",
      "Banasura dam speed-boat ride",
      "Bamboo-village lunch",
    ],
    mainPlaces: ["Kalpetta", "Vythiri", "Meppadi"],
    attractions: ["Edakkal Caves", "Soochipara Falls", "Banasura Sagar Dam", "Pookode Lake"],
    window: [-15, 90],
    options: {
      Activities: [
        ["Zipline at Vythiri", 900],
        ["Skip the boat ride", -400],
      ],
    },
  },
  {
    id: "demo-varkala-cliff-yoga",
    title: "Varkala Cliff Yoga & Beach Retreat",
    code: "KT-VKL-503",
    provider: ["Sea Cliff Wellness", "MESH-KL-6154", "Varkala, Thiruvananthapuram"],
    from: "Thiruvananthapuram",
    to: "Varkala",
    days: 5,
    nights: 4,
    categories: ["wellness-resorts", "budget-friendly"],
    adult: 9499,
    child: 4999,
    banner: "varkala-cliff-beach",
    gallery: ["ayurveda-spa"],
    group: [1, 12],
    description:
      "Morning yoga on a rooftop above the Arabian Sea, simple vegetarian meals and free afternoons on Papanasam beach. A small guesthouse on the north cliff keeps the cost low and the sunsets close.",
    highlights: [
      "Daily sunrise yoga class",
      "Cliff-top guesthouse with sea view",
      "Papanasam beach and natural springs",
      "One Abhyanga oil massage",
    ],
    mainPlaces: ["Varkala North Cliff", "Papanasam"],
    attractions: ["Janardhana Swamy Temple", "Kappil Lake", "Sivagiri Mutt"],
    window: [-30, 60],
  },
  {
    id: "demo-kovalam-ayurveda-week",
    title: "Kovalam Ayurveda Rejuvenation Week",
    code: "KT-KVL-701",
    provider: ["Keraleeyam Ayurveda Stays", "MESH-KL-6620", "Kovalam"],
    from: "Thiruvananthapuram",
    to: "Kovalam",
    days: 7,
    nights: 6,
    categories: ["wellness-resorts", "luxury-packages"],
    adult: 54999,
    offer: [48999],
    banner: "ayurveda-spa",
    gallery: ["varkala-cliff-beach", "luxury-pool-resort"],
    group: [1, 4],
    description:
      "A doctor-led Ayurveda week: consultation, a personal plan of therapies, a kitchen that cooks to your dosha and a beach a few steps from your room. Designed for rest, with nothing on the schedule after four in the afternoon.",
    highlights: [
      "Consultation with a resident Ayurveda doctor",
      "Twelve personalised therapies",
      "Diet plan cooked by the resort kitchen",
      "Sea-facing room at Lighthouse Beach",
      "Daily yoga and pranayama",
    ],
    mainPlaces: ["Kovalam", "Lighthouse Beach"],
    attractions: ["Vizhinjam Lighthouse", "Hawa Beach", "Poovar estuary"],
    window: [-20, 170],
    options: {
      Days: [
        ["Extend to 14 days", 42000],
        ["Shorten to 5 days", -14000],
      ],
    },
  },
  {
    id: "demo-fort-kochi-heritage-walk",
    title: "Fort Kochi Heritage & Art Weekend",
    code: "KT-KOC-115",
    provider: ["Spice Coast Journeys", "MESH-KL-7012", "Fort Kochi, Ernakulam"],
    from: "Kochi",
    to: "Fort Kochi, Mattancherry",
    days: 2,
    nights: 1,
    categories: ["heritage-cultures", "budget-friendly", "weekend-trips"],
    adult: 4499,
    child: 2499,
    banner: "fort-kochi-nets",
    gallery: ["kathakali-colours"],
    group: [1, 12],
    description:
      "Walk the lanes of Fort Kochi with a local historian: Portuguese churches, Dutch bungalows, the Jewish quarter and the cantilevered fishing nets at dusk. Stay in a restored heritage homestay and end the day with a Kathakali performance.",
    highlights: [
      "Guided heritage walk with a historian",
      "Chinese fishing nets at sunset",
      "Mattancherry Palace murals",
      "Evening Kathakali show with make-up session",
    ],
    mainPlaces: ["Fort Kochi", "Mattancherry", "Jew Town"],
    attractions: ["St. Francis Church", "Paradesi Synagogue", "Santa Cruz Basilica", "Kochi-Muziris art cafes"],
    window: [-40, 75],
  },
  {
    id: "demo-kerala-arts-trail",
    title: "Kerala Arts Trail: Kathakali to Theyyam",
    code: "KT-ART-602",
    provider: ["Rangam Cultural Journeys", "MESH-KL-7203", "Thrissur"],
    from: "Kochi",
    to: "Cheruthuruthy, Thrissur, Kannur",
    days: 6,
    nights: 5,
    categories: ["heritage-cultures", "fixed-group-trips"],
    adult: 24999,
    child: 15999,
    offer: [21999, 13999],
    banner: "kathakali-colours",
    gallery: ["guruvayur-temple", "fort-kochi-nets"],
    group: [6, 20],
    description:
      "A fixed-departure group journey north through Kerala's performing arts: watch Kathakali training at Kerala Kalamandalam, Kalaripayattu at a traditional kalari, and a night-long Theyyam ritual in a Kannur village shrine.",
    highlights: [
      "Morning class at Kerala Kalamandalam",
      "Kalaripayattu demonstration in a kalari",
      "Night Theyyam ritual in Kannur",
      "Mural-painting workshop",
      "Expert-led group of up to 20",
    ],
    mainPlaces: ["Cheruthuruthy", "Thrissur", "Kannur"],
    attractions: ["Kerala Kalamandalam", "Vadakkunnathan Temple", "Parassinikadavu", "Arakkal Museum"],
    window: [-10, 45],
    options: {
      Accommodations: [["Single room supplement", 6000]],
      Places: [["Skip Kannur, end in Thrissur", -5000]],
    },
  },
  {
    id: "demo-guruvayur-temple-circuit",
    title: "Guruvayur & Thrissur Temple Circuit",
    code: "KT-GVR-204",
    provider: ["Anantha Pilgrim Travels", "MESH-KL-8015", "Guruvayur, Thrissur"],
    from: "Kochi",
    to: "Guruvayur, Thrissur",
    days: 2,
    nights: 1,
    categories: ["spiritual-journey", "budget-friendly"],
    adult: 3999,
    child: 1999,
    banner: "guruvayur-temple",
    group: [1, 20],
    description:
      "Darshan at Guruvayur Sri Krishna Temple with help for queues and dress code, a visit to the temple elephants at Punnathur Kotta and the great Vadakkunnathan Temple in Thrissur. Vegetarian meals and a simple stay near the east gate.",
    highlights: [
      "Assisted darshan at Guruvayur",
      "Punnathur Kotta elephant sanctuary",
      "Vadakkunnathan Temple visit",
      "Stay within walking distance of the temple",
    ],
    mainPlaces: ["Guruvayur", "Thrissur"],
    attractions: ["Guruvayur Sri Krishna Temple", "Punnathur Kotta", "Vadakkunnathan Temple", "Mammiyur Temple"],
    window: [-60, 120],
  },
  {
    id: "demo-sabarimala-pilgrimage",
    title: "Sabarimala Mandala Season Pilgrimage",
    code: "KT-SBR-303",
    provider: ["Anantha Pilgrim Travels", "MESH-KL-8015", "Pathanamthitta"],
    from: "Kochi",
    to: "Pamba, Sabarimala",
    days: 3,
    nights: 2,
    categories: ["spiritual-journey", "fixed-group-trips"],
    adult: 5499,
    child: 3499,
    banner: "sabarimala-hill-shrine",
    gallery: ["chembra-peak-trek"],
    group: [5, 40],
    description:
      "A guided group pilgrimage for the Mandala season with transport to Pamba, help with virtual-queue booking and an experienced guru swami for the climb. Stays at Erumely and Pandalam on the way.",
    highlights: [
      "Virtual-queue booking handled for you",
      "Experienced guide for the trek from Pamba",
      "Erumely and Pandalam temple stops",
      "Vegetarian meals throughout",
    ],
    mainPlaces: ["Erumely", "Pamba", "Sannidhanam"],
    attractions: ["Sabarimala Ayyappa Temple", "Pandalam Palace", "Vavar Mosque, Erumely"],
    window: [-15, 55],
  },
  {
    id: "demo-athirappilly-waterfalls-day",
    title: "Athirappilly & Vazhachal Waterfalls Day Trip",
    code: "KT-ATP-101",
    provider: ["Chalakudy River Tours", "MESH-KL-9102", "Chalakudy, Thrissur"],
    from: "Kochi",
    to: "Athirappilly, Vazhachal",
    days: 1,
    nights: 0,
    categories: ["weekend-trips", "budget-friendly", "family-tours"],
    adult: 1999,
    child: 999,
    banner: "athirappilly-falls",
    group: [1, 10],
    description:
      "A full day from Kochi to Kerala's widest waterfall: the walk down to the foot of Athirappilly falls, the rapids at Vazhachal and a riverside lunch. Back in the city by evening.",
    highlights: [
      "Walk down to the base of Athirappilly falls",
      "Vazhachal rapids viewpoint",
      "Riverside Kerala lunch",
      "Hornbill spotting with a forest guide",
    ],
    mainPlaces: ["Athirappilly", "Vazhachal"],
    attractions: ["Athirappilly Falls", "Vazhachal Falls", "Charpa Falls"],
    window: [-30, 90],
  },
  {
    id: "demo-vagamon-paragliding",
    title: "Vagamon Meadows & Paragliding",
    code: "KT-VGM-207",
    provider: ["High Range Adventures", "MESH-KL-9230", "Vagamon, Idukki"],
    from: "Kottayam",
    to: "Vagamon",
    days: 2,
    nights: 1,
    categories: ["adventure-trips", "camping"],
    adult: 6499,
    child: 3999,
    offer: [5799, 3499],
    banner: "vagamon-meadows",
    gallery: ["camping-under-stars", "munnar-tea-hills"],
    group: [2, 16],
    description:
      "A tandem paragliding flight over rolling meadows with certified pilots, an afternoon at the pine forest and a night in a hilltop tent with a barbecue. Flights depend on the wind; a second slot is held for you the next morning.",
    highlights: [
      "Tandem paragliding with certified pilots",
      "Pine forest and Vagamon meadows",
      "Hilltop tent night with barbecue",
      "Sunrise at Murugan Hill",
    ],
    mainPlaces: ["Vagamon", "Kurisumala"],
    attractions: ["Vagamon Pine Forest", "Vagamon Meadows", "Thangalpara", "Marmala Waterfall"],
    window: [-10, 80],
  },
  {
    id: "demo-ponmudi-hill-camp",
    title: "Ponmudi Hilltop Camping",
    code: "KT-PNM-102",
    provider: ["TentMates Kerala", "MESH-KL-9311", "Vithura, Thiruvananthapuram"],
    from: "Thiruvananthapuram",
    to: "Ponmudi",
    days: 2,
    nights: 1,
    categories: ["camping", "trekking", "budget-friendly"],
    adult: 2499,
    child: 1499,
    banner: "camping-under-stars",
    group: [2, 20],
    description:
      "Drive up twenty-two hairpin bends to a campsite above the clouds, trek to the Varayadumotta ridge in the afternoon and sleep under the stars in weatherproof tents with a campfire dinner.",
    highlights: ["Twenty-two hairpin bends drive", "Guided ridge trek", "Campfire dinner and stargazing", "Golden Valley stream stop"],
    mainPlaces: ["Ponmudi", "Kallar"],
    attractions: ["Golden Valley", "Meenmutty Falls", "Ponmudi Upper Sanitorium"],
    window: [-20, 70],
  },
  {
    id: "demo-bekal-fort-beach",
    title: "Bekal Fort & Malabar Beach Stay",
    code: "KT-BKL-306",
    provider: ["Malabar Trails", "MESH-KL-5088", "Kasaragod"],
    from: "Mangaluru",
    to: "Bekal, Kasaragod",
    days: 3,
    nights: 2,
    categories: ["heritage-cultures", "honeymoon-packages"],
    adult: 18999,
    child: 9999,
    offer: [15999, 8499],
    banner: "varkala-cliff-beach",
    gallery: ["luxury-pool-resort", "kumarakom-sunset-canoe"],
    group: [2, 6],
    description:
      "Kerala's largest fort sits on a headland above the sea, and this stay puts you in a beach resort a short walk from its walls. Explore the ramparts at golden hour, cruise the Valiyaparamba backwaters and eat Malabar biryani in Kasaragod.",
    highlights: [
      "Sunset on the ramparts of Bekal Fort",
      "Valiyaparamba backwater cruise",
      "Beach resort with sea-view room",
      "Malabar food trail",
    ],
    mainPlaces: ["Bekal", "Kasaragod", "Valiyaparamba"],
    attractions: ["Bekal Fort", "Kappil Beach", "Chandragiri Fort", "Ananthapura Lake Temple"],
    window: [-5, 140],
  },
  {
    id: "demo-jatayu-earth-center",
    title: "Jatayu Earth's Center Adventure Day",
    code: "KT-JTU-103",
    provider: ["Kollam Trail Co.", "MESH-KL-9420", "Chadayamangalam, Kollam"],
    from: "Thiruvananthapuram",
    to: "Chadayamangalam, Kollam",
    days: 1,
    nights: 0,
    categories: ["adventure-trips", "family-tours"],
    adult: 3499,
    child: 2499,
    banner: "chembra-peak-trek",
    group: [1, 10],
    description:
      "Ride the cable car to the world's largest bird sculpture on a granite hilltop, try the adventure park's rock climbing and zip lines, and look out over the green Kollam countryside.",
    highlights: [
      "Cable car to the hilltop",
      "Giant Jatayu sculpture and museum",
      "Rock climbing and zip line",
      "Panoramic views over Kollam",
    ],
    mainPlaces: ["Chadayamangalam"],
    attractions: ["Jatayu Earth's Center", "Jatayu Adventure Center"],
    window: [-25, 110],
  },
  {
    id: "demo-chembra-peak-trek",
    title: "Chembra Peak Heart-Lake Trek",
    code: "KT-CMB-205",
    provider: ["Path Finders Wayanad", "MESH-KL-9507", "Meppadi, Wayanad"],
    from: "Kozhikode",
    to: "Chembra Peak, Meppadi",
    days: 2,
    nights: 1,
    categories: ["trekking", "adventure-trips", "fixed-group-trips"],
    adult: 4999,
    child: 3499,
    banner: "chembra-peak-trek",
    gallery: ["wayanad-waterfall", "munnar-tea-hills"],
    group: [4, 18],
    description:
      "A fixed-date group trek up Wayanad's highest peak to the heart-shaped lake that never dries. Permits, a forest guide and a homestay in a coffee plantation are arranged; you bring good shoes.",
    highlights: [
      "Forest permits arranged",
      "Heart-shaped lake at 1,900 m",
      "Coffee-plantation homestay",
      "Small group with a certified guide",
    ],
    mainPlaces: ["Meppadi", "Chembra"],
    attractions: ["Chembra Peak", "Hridayasaras lake", "Meenmutty Falls"],
    window: [-12, 65],
  },
  {
    id: "demo-kerala-grand-family-tour",
    title: "Kerala Grand Family Tour",
    code: "KT-GRD-801",
    provider: ["Godsown Getaways", "MESH-KL-1100", "Kochi, Ernakulam"],
    from: "Kochi",
    to: "Munnar, Thekkady, Alleppey, Kovalam",
    days: 8,
    nights: 7,
    categories: ["family-tours", "fixed-group-trips"],
    adult: 42999,
    child: 24999,
    offer: [38999, 21999],
    banner: "family-picnic",
    gallery: ["munnar-tea-hills", "thekkady-lake", "alleppey-houseboat", "varkala-cliff-beach"],
    review: REVIEW_1,
    group: [2, 10],
    description:
      "The classic Kerala circuit paced for families: tea hills and a toy-train-style jeep ride in Munnar, boating in Thekkady, a night on a houseboat and three easy beach days in Kovalam. One driver, one car and child seats for the whole week.",
    highlights: [
      "One car and driver for all eight days",
      "Houseboat night on the backwaters",
      "Elephant-friendly spice village in Thekkady",
      "Kid-friendly hotels with pools",
      "Three beach days in Kovalam",
    ],
    mainPlaces: ["Munnar", "Thekkady", "Alleppey", "Kovalam"],
    attractions: ["Eravikulam National Park", "Periyar lake", "Vembanad Lake", "Kovalam Lighthouse Beach"],
    window: [-20, 180],
    options: {
      Days: [
        ["Add a day in Kochi", 6500],
        ["Skip Kovalam (6 days)", -9000],
      ],
      Accommodations: [
        ["Upgrade to 5-star hotels", 18000],
        ["Homestays instead of hotels", -6000],
      ],
      Transportation: [
        ["Tempo traveller for larger groups", 7500],
        ["Sedan instead of SUV", -3500],
      ],
      Food: [["All meals instead of breakfast only", 5200]],
      Others: [["Travel photographer for one day", 9000]],
    },
  },
  {
    id: "demo-lakshadweep-island-cruise",
    title: "Kochi to Lakshadweep Island Cruise",
    code: "KT-LKD-504",
    provider: ["Arabian Sea Voyages", "MESH-KL-1212", "Willingdon Island, Kochi"],
    from: "Kochi",
    to: "Kavaratti, Agatti, Bangaram",
    days: 5,
    nights: 4,
    categories: ["cruise-trips", "luxury-packages"],
    adult: 58999,
    child: 34999,
    banner: "cruise-ship",
    gallery: ["varkala-cliff-beach", "luxury-pool-resort"],
    group: [1, 8],
    description:
      "Sail overnight from Kochi to the coral islands of Lakshadweep in a deluxe cabin, snorkel in the Kavaratti lagoon, glass-bottom boat over the reefs of Agatti and spend a lazy day on Bangaram's white sand. Permits arranged.",
    highlights: [
      "Deluxe cabin on the ship",
      "Snorkelling in Kavaratti lagoon",
      "Glass-bottom boat ride at Agatti",
      "Entry permits arranged",
      "Beach day on Bangaram",
    ],
    mainPlaces: ["Kavaratti", "Agatti", "Bangaram"],
    attractions: ["Kavaratti lagoon", "Marine Museum", "Bangaram coral reef"],
    window: [-10, 130],
  },
  {
    id: "demo-kollam-alleppey-ferry",
    title: "Kollam to Alleppey Backwater Ferry",
    code: "KT-KLM-104",
    provider: ["Backwater Bliss Holidays", "MESH-KL-2207", "Kollam"],
    from: "Kollam",
    to: "Alappuzha",
    days: 1,
    nights: 0,
    categories: ["cruise-trips", "budget-friendly"],
    adult: 2299,
    child: 1299,
    banner: "kumarakom-sunset-canoe",
    group: [1, 30],
    description:
      "Eight hours on the longest backwater ferry route in Kerala, past Chinese fishing nets, coir villages and the Amritapuri ashram, with lunch at a lakeside toddy shop. The cheapest way to see the backwaters end to end.",
    highlights: ["Eight-hour backwater cruise", "Coir-making village stop", "Lunch at a lakeside shop", "Pass Amritapuri ashram"],
    mainPlaces: ["Kollam", "Alumkadavu", "Alappuzha"],
    attractions: ["Ashtamudi Lake", "Amritapuri", "Thrikkunnapuzha"],
    window: [-45, 100],
  },
  {
    id: "demo-dubai-city-lights",
    title: "Dubai City Lights & Desert Safari",
    code: "KT-DXB-501",
    provider: ["Gulf Wings Holidays", "MESH-GCC-0301", "Kochi (Dubai partner)"],
    from: "Kochi",
    to: "Dubai",
    days: 5,
    nights: 4,
    categories: ["international-packages", "family-tours"],
    adult: 54999,
    child: 39999,
    offer: [49999, 35999],
    banner: "dubai-skyline",
    gallery: ["cruise-ship", "luxury-pool-resort"],
    group: [2, 10],
    description:
      "Return flights from Kochi, visa help and four nights in a central hotel: an evening at the tallest tower, a dhow dinner cruise on the creek, a dune-bashing desert safari with camp dinner and a free day for the malls and souks.",
    highlights: [
      "Return flights from Kochi included",
      "Tourist visa assistance",
      "Desert safari with camp dinner",
      "Dhow cruise dinner on Dubai Creek",
      "Observation-deck tickets",
    ],
    mainPlaces: ["Dubai", "Deira", "Dubai Marina"],
    attractions: ["Burj Khalifa", "Dubai Creek", "Gold Souk", "Desert Conservation Reserve"],
    window: [-15, 150],
  },
  {
    id: "demo-abu-dhabi-dubai-explorer",
    title: "Abu Dhabi & Dubai Explorer",
    code: "KT-AUH-602",
    provider: ["Gulf Wings Holidays", "MESH-GCC-0301", "Kochi (UAE partner)"],
    from: "Kochi",
    to: "Abu Dhabi, Dubai",
    days: 6,
    nights: 5,
    categories: ["international-packages", "luxury-packages"],
    currency: "USD",
    adult: 899,
    child: 649,
    offer: [799, 579],
    banner: "dubai-skyline",
    gallery: ["luxury-pool-resort"],
    group: [2, 8],
    description:
      "Two emirates in one week for travellers paying in dollars: the Sheikh Zayed Grand Mosque and Louvre Abu Dhabi, a theme-park day on Yas Island, then Dubai's skyline, old souks and a desert evening. Four-star hotels and private transfers throughout.",
    highlights: [
      "Sheikh Zayed Grand Mosque visit",
      "Louvre Abu Dhabi tickets",
      "Yas Island theme-park day",
      "Private transfers between emirates",
      "Desert safari evening",
    ],
    mainPlaces: ["Abu Dhabi", "Yas Island", "Dubai"],
    attractions: ["Sheikh Zayed Grand Mosque", "Louvre Abu Dhabi", "Ferrari World", "Burj Khalifa"],
    window: [-10, 120],
    options: {
      Accommodations: [["Five-star hotels", 220]],
      Activities: [["Skip the theme park", -90]],
    },
  },
  {
    id: "demo-muscat-coastal-getaway",
    title: "Muscat Coastal Getaway",
    code: "KT-MCT-403",
    provider: ["Gulf Wings Holidays", "MESH-GCC-0302", "Kozhikode (Oman partner)"],
    from: "Kozhikode",
    to: "Muscat",
    days: 4,
    nights: 3,
    categories: ["international-packages", "honeymoon-packages"],
    adult: 38999,
    banner: "fort-kochi-nets",
    group: [2, 6],
    description:
      "A short hop from Kozhikode to Oman's calm capital: the Grand Mosque, Mutrah corniche and souk, a dolphin-watching boat and a day in the wadis swimming in emerald pools. Good for couples who want warm sea and quiet evenings.",
    highlights: ["Dolphin-watching boat trip", "Wadi Shab swimming day", "Mutrah souk and corniche", "Sea-view hotel in Qurum"],
    mainPlaces: ["Muscat", "Mutrah", "Wadi Shab"],
    attractions: ["Sultan Qaboos Grand Mosque", "Royal Opera House", "Bimmah Sinkhole"],
    window: [-8, 110],
  },
  {
    id: "demo-kumarakom-honeymoon-villa",
    title: "Kumarakom Honeymoon Pool Villa",
    code: "KT-HNY-505",
    provider: ["Vembanad Luxe Stays", "MESH-KL-3310", "Kumarakom, Kottayam"],
    from: "Kochi",
    to: "Kumarakom, Alleppey",
    days: 5,
    nights: 4,
    categories: ["honeymoon-packages", "luxury-packages"],
    adult: 124999,
    banner: "luxury-pool-resort",
    gallery: ["kumarakom-sunset-canoe", "alleppey-houseboat", "ayurveda-spa"],
    group: [2, 2],
    description:
      "Four nights for two in a private pool villa on Vembanad Lake with a candle-lit dinner on a floating deck, a couples' Ayurveda ritual and a private houseboat day with a chef. Chauffeured from and to Kochi airport.",
    highlights: [
      "Private pool villa on the lake",
      "Floating-deck candle-lit dinner",
      "Couples' Ayurveda ritual",
      "Private houseboat day with chef",
      "Airport chauffeur both ways",
    ],
    mainPlaces: ["Kumarakom", "Alleppey"],
    attractions: ["Vembanad Lake", "Kumarakom Bird Sanctuary", "Pathiramanal island"],
    window: [-20, 175],
  },
  {
    id: "demo-nelliyampathy-budget-break",
    title: "Nelliyampathy Hills Budget Break",
    code: "KT-NLP-106",
    provider: ["Palakkad Gap Travels", "MESH-KL-9610", "Nenmara, Palakkad"],
    from: "Palakkad",
    to: "Nelliyampathy",
    days: 2,
    nights: 1,
    categories: ["budget-friendly", "weekend-trips"],
    adult: 3499,
    child: 1999,
    banner: "munnar-tea-hills",
    group: [2, 14],
    description:
      "Orange orchards, tea and coffee estates and the Seetharkundu viewpoint above the Palakkad plains, at a price that leaves room in the budget. Shared jeep from Nenmara and a simple estate cottage.",
    highlights: ["Seetharkundu viewpoint", "Orange and passion-fruit farm visit", "Estate cottage stay", "Pothundi dam on the way"],
    mainPlaces: ["Nelliyampathy", "Nenmara"],
    attractions: ["Seetharkundu", "Kesavanpara", "Pothundi Dam"],
    window: [-30, 95],
  },
  // Last-minute deals: the end date is the last day to grab the deal, booking closes with it.
  {
    id: "demo-lastminute-alleppey-tonight",
    title: "Alleppey Houseboat: Tonight Only",
    code: "KT-LMD-901",
    provider: ["Backwater Bliss Holidays", "MESH-KL-2207", "Alappuzha"],
    from: "Alappuzha",
    to: "Alappuzha backwaters",
    days: 2,
    nights: 1,
    categories: ["last-minute-deals", "cruise-trips"],
    adult: 7999,
    child: 3999,
    offer: [4999, 2499],
    banner: "alleppey-houseboat",
    group: [2, 6],
    description:
      "A houseboat crew lost a booking for tonight: board by noon at Punnamada jetty and take the full overnight cruise at well under the usual price.",
    highlights: ["Board today by noon", "Full overnight houseboat cruise", "All meals on board", "Over a third off"],
    mainPlaces: ["Alappuzha", "Punnamada"],
    attractions: ["Vembanad Lake", "Kuttanad paddy fields"],
    window: [-3, 0],
    endsIn: 0,
  },
  {
    id: "demo-lastminute-munnar-tomorrow",
    title: "Munnar Weekend Break: Last Seats",
    code: "KT-LMD-902",
    provider: ["Misty Hills Tours", "MESH-KL-1042", "Munnar, Idukki"],
    from: "Kochi",
    to: "Munnar",
    days: 2,
    nights: 1,
    categories: ["last-minute-deals", "weekend-trips"],
    adult: 6999,
    child: 4499,
    offer: [5299, 3299],
    banner: "munnar-tea-hills",
    group: [1, 4],
    description:
      "Four seats left in a shared car to Munnar this weekend, with a tea-estate homestay and the Eravikulam visit. The deal closes tomorrow.",
    highlights: ["Shared car from Kochi", "Tea-estate homestay", "Eravikulam National Park", "Deal closes tomorrow"],
    mainPlaces: ["Munnar"],
    attractions: ["Eravikulam National Park", "Mattupetty Dam"],
    window: [-5, 1],
    endsIn: 1,
  },
  {
    id: "demo-lastminute-varkala-sunset",
    title: "Varkala Sunset Stay: 3 Days Left",
    code: "KT-LMD-903",
    provider: ["Sea Cliff Wellness", "MESH-KL-6154", "Varkala, Thiruvananthapuram"],
    from: "Thiruvananthapuram",
    to: "Varkala",
    days: 3,
    nights: 2,
    categories: ["last-minute-deals", "budget-friendly"],
    adult: 5999,
    child: 2999,
    offer: [4499, 2299],
    banner: "varkala-cliff-beach",
    group: [1, 6],
    description:
      "Two nights in a cliff-top room with breakfast and a surfing lesson, released at a lower price for the next three days only.",
    highlights: ["Cliff-top room with breakfast", "Beginner surf lesson", "Sunset cafe walk", "Free airport drop"],
    mainPlaces: ["Varkala"],
    attractions: ["Varkala Cliff", "Black Beach", "Kappil Lake"],
    window: [-4, 3],
    endsIn: 3,
  },
  {
    id: "demo-lastminute-wayanad-camp",
    title: "Wayanad Tent Camp Flash Deal",
    code: "KT-LMD-904",
    provider: ["TentMates Kerala", "MESH-KL-9311", "Vythiri, Wayanad"],
    from: "Kozhikode",
    to: "Vythiri, Wayanad",
    days: 2,
    nights: 1,
    categories: ["last-minute-deals", "camping"],
    adult: 3999,
    child: 2499,
    offer: [2999, 1799],
    banner: "camping-under-stars",
    group: [2, 12],
    description: "Spare tents at a riverside camp near Vythiri: campfire, night walk with a naturalist and a morning trek to a viewpoint.",
    highlights: ["Riverside tent with bedding", "Night walk with a naturalist", "Morning viewpoint trek", "Campfire dinner"],
    mainPlaces: ["Vythiri", "Pookode"],
    attractions: ["Pookode Lake", "Chain Tree", "Lakkidi viewpoint"],
    window: [-6, 5],
    endsIn: 5,
  },
  {
    id: "demo-lastminute-kovalam-spa",
    title: "Kovalam Spa Weekend Deal",
    code: "KT-LMD-905",
    provider: ["Keraleeyam Ayurveda Stays", "MESH-KL-6620", "Kovalam"],
    from: "Thiruvananthapuram",
    to: "Kovalam",
    days: 3,
    nights: 2,
    categories: ["last-minute-deals", "wellness-resorts"],
    adult: 14999,
    child: 6999,
    offer: [10999, 4999],
    banner: "ayurveda-spa",
    gallery: ["varkala-cliff-beach"],
    group: [1, 4],
    description:
      "A short Ayurveda break with two therapies a day and a sea-view room, at the resort's off-season price for bookings this week.",
    highlights: ["Two therapies a day", "Sea-view room", "Ayurvedic vegetarian meals", "Yoga at sunrise"],
    mainPlaces: ["Kovalam"],
    attractions: ["Lighthouse Beach", "Samudra Beach"],
    window: [-7, 9],
    endsIn: 9,
  },
  {
    id: "demo-lastminute-ended-athirappilly",
    title: "Athirappilly Rainforest Resort: Deal Ended",
    code: "KT-LMD-906",
    provider: ["Chalakudy River Tours", "MESH-KL-9102", "Chalakudy, Thrissur"],
    from: "Kochi",
    to: "Athirappilly",
    days: 2,
    nights: 1,
    categories: ["last-minute-deals", "family-tours"],
    adult: 9999,
    child: 5999,
    offer: [8499, 4999],
    banner: "athirappilly-falls",
    group: [2, 8],
    description:
      "The flash price ended yesterday, but the resort still takes bookings at this rate for a few more days: a riverside room facing the falls.",
    highlights: ["Room facing the waterfall", "Guided rainforest walk", "Breakfast and dinner", "Pool by the river"],
    mainPlaces: ["Athirappilly"],
    attractions: ["Athirappilly Falls", "Thumboormuzhi butterfly garden"],
    window: [-10, 4],
    endsIn: -1,
  },
  // Active, but booking has already closed.
  {
    id: "demo-closed-nehru-trophy-boat-race",
    title: "Nehru Trophy Boat Race Grandstand Special",
    code: "KT-CLS-701",
    provider: ["Backwater Bliss Holidays", "MESH-KL-2207", "Alappuzha"],
    from: "Kochi",
    to: "Punnamada Lake, Alappuzha",
    days: 2,
    nights: 1,
    categories: ["heritage-cultures", "fixed-group-trips"],
    adult: 6999,
    child: 3999,
    banner: "kumarakom-sunset-canoe",
    group: [4, 30],
    description:
      "Grandstand seats for the snake-boat race on Punnamada Lake with a houseboat stay the night before. Seats for this season are sold out.",
    highlights: ["Grandstand seats at the finish", "Houseboat the night before", "Meet a snake-boat crew", "Sadya lunch"],
    mainPlaces: ["Alappuzha", "Punnamada"],
    attractions: ["Nehru Trophy Boat Race", "Vembanad Lake"],
    window: [-60, -5],
  },
  {
    id: "demo-closed-thrissur-pooram",
    title: "Thrissur Pooram Festival Pass",
    code: "KT-CLS-702",
    provider: ["Rangam Cultural Journeys", "MESH-KL-7203", "Thrissur"],
    from: "Kochi",
    to: "Thrissur",
    days: 2,
    nights: 1,
    categories: ["spiritual-journey", "heritage-cultures"],
    adult: 5999,
    banner: "guruvayur-temple",
    group: [1, 12],
    description:
      "A reserved spot at the Thekkinkadu Maidan for the parade of caparisoned elephants, the percussion ensemble and the fireworks. Bookings closed yesterday.",
    highlights: ["Reserved viewing spot", "Elephant parade and Kudamattam", "Ilanjithara Melam percussion", "Fireworks at dawn"],
    mainPlaces: ["Thrissur"],
    attractions: ["Vadakkunnathan Temple", "Thekkinkadu Maidan"],
    window: [-40, -1],
  },
  // Not on public pages.
  {
    id: "demo-draft-silent-valley-trek",
    title: "Silent Valley Rainforest Trek",
    code: "KT-DRF-801",
    provider: ["Path Finders Wayanad", "MESH-KL-9507", "Mannarkkad, Palakkad"],
    from: "Palakkad",
    to: "Silent Valley National Park",
    days: 3,
    nights: 2,
    categories: ["trekking", "adventure-trips"],
    adult: 8999,
    child: 5999,
    banner: "chembra-peak-trek",
    group: [4, 12],
    description:
      "Draft: a permit-only trek into one of the last tropical evergreen forests of the Western Ghats. Itinerary awaiting the forest department's dates.",
    highlights: ["Sairandhri watchtower", "Kunthipuzha river", "Lion-tailed macaque spotting"],
    mainPlaces: ["Mukkali", "Sairandhri"],
    attractions: ["Silent Valley National Park"],
    status: "Draft",
    window: [10, 120],
  },
  {
    id: "demo-paused-marayoor-sandalwood",
    title: "Marayoor Sandalwood Forests & Dolmens",
    code: "KT-PSD-802",
    provider: ["Misty Hills Tours", "MESH-KL-1042", "Marayoor, Idukki"],
    from: "Munnar",
    to: "Marayoor, Kanthalloor",
    days: 2,
    nights: 1,
    categories: ["heritage-cultures", "trekking"],
    adult: 5499,
    child: 3299,
    banner: "munnar-tea-hills",
    group: [2, 10],
    description:
      "Natural sandalwood forests, prehistoric dolmens and jaggery-making in the rain-shadow valley beyond Munnar. Paused while the road is repaired.",
    highlights: ["Sandalwood forest walk", "Stone-age dolmens", "Marayoor jaggery units", "Kanthalloor fruit farms"],
    mainPlaces: ["Marayoor", "Kanthalloor"],
    attractions: ["Marayoor Dolmens", "Chinnar Wildlife Sanctuary", "Thoovanam Waterfalls"],
    status: "Paused",
    window: [-20, 90],
  },
  {
    id: "demo-expired-monsoon-munnar",
    title: "Monsoon Munnar Special",
    code: "KT-EXP-803",
    provider: ["Misty Hills Tours", "MESH-KL-1042", "Munnar, Idukki"],
    from: "Kochi",
    to: "Munnar",
    days: 3,
    nights: 2,
    categories: ["weekend-trips", "honeymoon-packages"],
    adult: 7499,
    child: 4499,
    offer: [5999, 3499],
    banner: "munnar-tea-hills",
    group: [2, 8],
    description: "The rainy-season offer with misty drives and roaring waterfalls. The season is over; kept for reference.",
    highlights: ["Monsoon waterfalls", "Tea estate in the rain", "Fireplace cottage"],
    mainPlaces: ["Munnar"],
    attractions: ["Cheeyappara Falls", "Valara Falls"],
    status: "Expired",
    window: [-150, -30],
  },
];

function customizationOptions(options: Options | undefined): CustomizationOptions {
  const result: CustomizationOptions = {};
  for (const [group, list] of Object.entries(options ?? {}) as [CustomizationGroup, [string, number][]][]) {
    result[group] = list.map(([name, delta]) => ({ name, price: toMinor(delta) }));
  }
  return result;
}

export type DemoPackage = PackageInput & { id: string; createdAt: string };

/**
 * The demo catalogue with dates relative to `today` (YYYY-MM-DD in the app's time zone).
 * createdAt steps back one hour per package, so "newest first" follows the order above.
 */
export function demoPackages(today: string, now: Date = new Date()): DemoPackage[] {
  return CATALOGUE.map((s, index) => {
    const [opensIn, closesIn] = s.window ?? [-14, 90];
    const hasOffer = s.offer !== undefined;
    return {
      id: s.id,
      createdAt: new Date(now.getTime() - index * 3_600_000).toISOString(),
      title: s.title,
      packageCode: s.code,
      providerName: s.provider[0],
      meshId: s.provider[1],
      location: s.provider[2],
      googleReviewScreenshot: s.review ?? null,
      startingLocation: s.from,
      destinations: s.to,
      durationDays: s.days,
      durationNights: s.nights,
      categories: s.categories,
      currency: s.currency ?? "INR",
      originalPriceAdult: toMinor(s.adult),
      originalPriceChild: s.child === undefined ? null : toMinor(s.child),
      hasOffer,
      offerPriceAdult: s.offer ? toMinor(s.offer[0]) : null,
      offerPriceChild: s.offer?.[1] === undefined ? null : toMinor(s.offer[1]),
      offerPercentage: s.offer ? offerPercentage(toMinor(s.adult), toMinor(s.offer[0])) : 0,
      bannerImage: img(s.banner),
      galleryImages: (s.gallery ?? []).map(img),
      pdfFile: s.pdf ? BROCHURE : null,
      minGroupSize: s.group?.[0] ?? 1,
      maxGroupSize: s.group?.[1] ?? 10,
      description: s.description,
      highlights: s.highlights,
      status: s.status ?? "Active",
      endDate: s.endsIn === undefined ? null : addDays(today, s.endsIn),
      bookingOpeningDate: addDays(today, opensIn),
      bookingClosingDate: addDays(today, closesIn),
      mainPlaces: s.mainPlaces,
      attractions: s.attractions,
      customizationOptions: customizationOptions(s.options),
      ...demoContent(s, today),
    };
  });
}
