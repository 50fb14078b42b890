import { slugFromName, type Place, type PlaceLevel } from "./places";

/**
 * The seeded places (ADR 108). Codes and English names of countries and first-level subdivisions
 * are those of the `iso-3166` package (wooorm, MIT), with its romanisation's accents dropped, and
 * the country names in Malayalam, Hindi and Arabic are `i18n-iso-countries`' (MIT):
 * place-data.test.ts compares every row with both packages, so a row can only differ where
 * ENGLISH_USAGE says so. The ml/hi/ar names of subdivisions, districts and places are written
 * here (no package carries them). Migration 0015 inserts these rows; server/places tests compare
 * the table with this list. A slug is its English name's slugFromName unless a row gives one.
 */

type Row = readonly [code: string, en: string, ml: string, hi: string, ar: string, slug?: string];
type PlaceRow = readonly [parent: string, en: string, ml: string, hi: string, ar: string, aliases?: readonly string[]];

/**
 * Where the English name people search for is not the ISO romanisation, by code: the emirates,
 * governorates and regions go by their usual English names, and Puducherry drops "(Pondicherry)"
 * (kept as an alias).
 */
export const ENGLISH_USAGE: Readonly<Record<string, string>> = {
  "IN-PY": "Puducherry",
  "AE-AJ": "Ajman",
  "AE-AZ": "Abu Dhabi",
  "AE-DU": "Dubai",
  "AE-FU": "Fujairah",
  "AE-RK": "Ras Al Khaimah",
  "AE-SH": "Sharjah",
  "AE-UQ": "Umm Al Quwain",
  "OM-BJ": "South Al Batinah",
  "OM-BS": "North Al Batinah",
  "OM-BU": "Al Buraimi",
  "OM-DA": "Ad Dakhiliyah",
  "OM-MA": "Muscat",
  "OM-SJ": "South Ash Sharqiyah",
  "OM-SS": "North Ash Sharqiyah",
  "OM-WU": "Al Wusta",
  "OM-ZA": "Ad Dhahirah",
  "OM-ZU": "Dhofar",
  "SA-01": "Riyadh",
  "SA-02": "Makkah",
  "SA-03": "Madinah",
  "SA-04": "Eastern Province",
  "SA-05": "Al Qassim",
  "SA-06": "Hail",
  "SA-07": "Tabuk",
  "SA-08": "Northern Borders",
  "SA-09": "Jazan",
  "SA-10": "Najran",
  "SA-11": "Al Bahah",
  "SA-12": "Al Jawf",
  "SA-14": "Asir",
  "QA-DA": "Doha",
  "QA-KH": "Al Khor and Al Thakhira",
  "QA-MS": "Al Shamal",
  "QA-RA": "Al Rayyan",
  "QA-SH": "Al Shahaniya",
  "QA-US": "Umm Salal",
  "QA-WA": "Al Wakrah",
  "QA-ZA": "Al Daayen",
  "KW-AH": "Al Ahmadi",
  "KW-FA": "Al Farwaniyah",
  "KW-HA": "Hawalli",
  "KW-JA": "Al Jahra",
  "KW-KU": "Al Asimah",
  "KW-MU": "Mubarak Al Kabeer",
  "BH-13": "Capital Governorate",
  "BH-14": "Southern Governorate",
  "BH-15": "Muharraq",
  "BH-17": "Northern Governorate",
};

/** Countries: ISO 3166-1 alpha-2, names in en/ml/hi/ar (the package's). */
export const COUNTRY_ROWS: readonly Row[] = [
  ["IN", "India", "ഇന്ത്യ", "भारत", "الهند"],
  ["AE", "United Arab Emirates", "യുണൈറ്റഡ് അറബ് എമിറൈറ്റ്‌സ്", "संयुक्त अरब अमीरात", "الإمارات العربية المتحدة"],
  ["OM", "Oman", "ഒമാൻ", "ओमान", "عمان"],
  ["SA", "Saudi Arabia", "സൗദി അറേബ്യ", "सऊदी अरब", "السعودية"],
  ["QA", "Qatar", "ഖത്തർ", "क़तार", "قطر"],
  ["KW", "Kuwait", "കുവൈറ്റ്", "कुवैत", "الكويت"],
  ["BH", "Bahrain", "ബഹ്റിൻ", "बहरीन", "البحرين"],
];

/** Every Indian state and union territory and every first-level subdivision of the six GCC countries. */
export const STATE_ROWS: readonly Row[] = [
  ["IN-AN", "Andaman and Nicobar Islands", "ആൻഡമാൻ നിക്കോബാർ ദ്വീപുകൾ", "अंडमान और निकोबार द्वीपसमूह", "جزر أندمان ونيكوبار"],
  ["IN-AP", "Andhra Pradesh", "ആന്ധ്രാപ്രദേശ്", "आंध्र प्रदेश", "أندرا برديش"],
  ["IN-AR", "Arunachal Pradesh", "അരുണാചൽ പ്രദേശ്", "अरुणाचल प्रदेश", "أروناتشال برديش"],
  ["IN-AS", "Assam", "അസം", "असम", "آسام"],
  ["IN-BR", "Bihar", "ബിഹാർ", "बिहार", "بيهار"],
  ["IN-CG", "Chhattisgarh", "ഛത്തീസ്ഗഢ്", "छत्तीसगढ़", "تشاتيسغار"],
  ["IN-CH", "Chandigarh", "ചണ്ഡീഗഢ്", "चंडीगढ़", "شانديغار"],
  [
    "IN-DH",
    "Dadra and Nagar Haveli and Daman and Diu",
    "ദാദ്ര നഗർ ഹവേലി, ദമൻ ദിയു",
    "दादरा और नगर हवेली और दमन और दीव",
    "دادرا وناغار هافيلي ودامان وديو",
  ],
  ["IN-DL", "Delhi", "ഡൽഹി", "दिल्ली", "دلهي"],
  ["IN-GA", "Goa", "ഗോവ", "गोवा", "غوا"],
  ["IN-GJ", "Gujarat", "ഗുജറാത്ത്", "गुजरात", "غوجارات"],
  ["IN-HP", "Himachal Pradesh", "ഹിമാചൽ പ്രദേശ്", "हिमाचल प्रदेश", "هيماجل برديش"],
  ["IN-HR", "Haryana", "ഹരിയാന", "हरियाणा", "هاريانا"],
  ["IN-JH", "Jharkhand", "ഝാർഖണ്ഡ്", "झारखंड", "جهارخاند"],
  ["IN-JK", "Jammu and Kashmir", "ജമ്മു കശ്മീർ", "जम्मू और कश्मीर", "جامو وكشمير"],
  ["IN-KA", "Karnataka", "കർണാടക", "कर्नाटक", "كارناتاكا"],
  ["IN-KL", "Kerala", "കേരളം", "केरल", "كيرالا"],
  ["IN-LA", "Ladakh", "ലഡാക്ക്", "लद्दाख", "لداخ"],
  ["IN-LD", "Lakshadweep", "ലക്ഷദ്വീപ്", "लक्षद्वीप", "لاكشادويب"],
  ["IN-MH", "Maharashtra", "മഹാരാഷ്ട്ര", "महाराष्ट्र", "ماهاراشترا"],
  ["IN-ML", "Meghalaya", "മേഘാലയ", "मेघालय", "ميغالايا"],
  ["IN-MN", "Manipur", "മണിപ്പൂർ", "मणिपुर", "مانيبور"],
  ["IN-MP", "Madhya Pradesh", "മധ്യപ്രദേശ്", "मध्य प्रदेश", "ماديا برديش"],
  ["IN-MZ", "Mizoram", "മിസോറം", "मिज़ोरम", "ميزورام"],
  ["IN-NL", "Nagaland", "നാഗാലാൻഡ്", "नागालैंड", "ناغالاند"],
  ["IN-OD", "Odisha", "ഒഡീഷ", "ओडिशा", "أوديشا"],
  ["IN-PB", "Punjab", "പഞ്ചാബ്", "पंजाब", "البنجاب"],
  ["IN-PY", "Puducherry", "പുതുച്ചേരി", "पुडुचेरी", "بودوتشيري"],
  ["IN-RJ", "Rajasthan", "രാജസ്ഥാൻ", "राजस्थान", "راجستان"],
  ["IN-SK", "Sikkim", "സിക്കിം", "सिक्किम", "سيكيم"],
  ["IN-TN", "Tamil Nadu", "തമിഴ്നാട്", "तमिलनाडु", "تاميل نادو"],
  ["IN-TR", "Tripura", "ത്രിപുര", "त्रिपुरा", "تريبورا"],
  ["IN-TS", "Telangana", "തെലങ്കാന", "तेलंगाना", "تيلانجانا"],
  ["IN-UK", "Uttarakhand", "ഉത്തരാഖണ്ഡ്", "उत्तराखंड", "أوتاراخاند"],
  ["IN-UP", "Uttar Pradesh", "ഉത്തർ പ്രദേശ്", "उत्तर प्रदेश", "أوتار برديش"],
  ["IN-WB", "West Bengal", "പശ്ചിമ ബംഗാൾ", "पश्चिम बंगाल", "البنغال الغربية"],
  ["AE-AJ", "Ajman", "അജ്മാൻ", "अजमान", "عجمان"],
  ["AE-AZ", "Abu Dhabi", "അബുദാബി", "अबू धाबी", "أبوظبي"],
  ["AE-DU", "Dubai", "ദുബായ്", "दुबई", "دبي"],
  ["AE-FU", "Fujairah", "ഫുജൈറ", "फ़ुजैरा", "الفجيرة"],
  ["AE-RK", "Ras Al Khaimah", "റാസൽ ഖൈമ", "रास अल-ख़ैमा", "رأس الخيمة"],
  ["AE-SH", "Sharjah", "ഷാർജ", "शारजाह", "الشارقة"],
  ["AE-UQ", "Umm Al Quwain", "ഉമ്മുൽ ഖുവൈൻ", "उम्म अल-क़ुवैन", "أم القيوين"],
  ["OM-BJ", "South Al Batinah", "തെക്കൻ ബാത്തിന", "दक्षिण अल बातिना", "جنوب الباطنة"],
  ["OM-BS", "North Al Batinah", "വടക്കൻ ബാത്തിന", "उत्तर अल बातिना", "شمال الباطنة"],
  ["OM-BU", "Al Buraimi", "അൽ ബുറൈമി", "अल बुरैमी", "البريمي"],
  ["OM-DA", "Ad Dakhiliyah", "അൽ ദാഖിലിയ", "अद दाख़िलिया", "الداخلية"],
  ["OM-MA", "Muscat", "മസ്കറ്റ്", "मस्क़त", "مسقط"],
  ["OM-MU", "Musandam", "മുസന്ദം", "मुसंदम", "مسندم"],
  ["OM-SJ", "South Ash Sharqiyah", "തെക്കൻ ശർഖിയ", "दक्षिण अश शरक़िया", "جنوب الشرقية"],
  ["OM-SS", "North Ash Sharqiyah", "വടക്കൻ ശർഖിയ", "उत्तर अश शरक़िया", "شمال الشرقية"],
  ["OM-WU", "Al Wusta", "അൽ വുസ്ത", "अल वुस्ता", "الوسطى"],
  ["OM-ZA", "Ad Dhahirah", "അദ് ദാഹിറ", "अद दाहिरा", "الظاهرة"],
  ["OM-ZU", "Dhofar", "ദോഫാർ", "ज़ोफ़ार", "ظفار"],
  ["SA-01", "Riyadh", "റിയാദ്", "रियाद", "الرياض"],
  ["SA-02", "Makkah", "മക്ക", "मक्का", "مكة المكرمة"],
  ["SA-03", "Madinah", "മദീന", "मदीना", "المدينة المنورة"],
  ["SA-04", "Eastern Province", "കിഴക്കൻ പ്രവിശ്യ", "पूर्वी प्रांत", "المنطقة الشرقية"],
  ["SA-05", "Al Qassim", "അൽ ഖസീം", "अल क़सीम", "القصيم"],
  ["SA-06", "Hail", "ഹാഇൽ", "हाइल", "حائل"],
  ["SA-07", "Tabuk", "തബൂക്ക്", "तबूक", "تبوك"],
  ["SA-08", "Northern Borders", "വടക്കൻ അതിർത്തി പ്രവിശ്യ", "उत्तरी सीमा प्रांत", "الحدود الشمالية"],
  ["SA-09", "Jazan", "ജിസാൻ", "जाज़ान", "جازان"],
  ["SA-10", "Najran", "നജ്റാൻ", "नजरान", "نجران"],
  ["SA-11", "Al Bahah", "അൽ ബാഹ", "अल बाहा", "الباحة"],
  ["SA-12", "Al Jawf", "അൽ ജൗഫ്", "अल जौफ़", "الجوف"],
  ["SA-14", "Asir", "അസീർ", "असीर", "عسير"],
  ["QA-DA", "Doha", "ദോഹ", "दोहा", "الدوحة"],
  ["QA-KH", "Al Khor and Al Thakhira", "അൽ ഖോർ, അൽ ദഖീറ", "अल ख़ोर और अल थख़ीरा", "الخور والذخيرة"],
  ["QA-MS", "Al Shamal", "അൽ ഷമാൽ", "अल शमाल", "الشمال"],
  ["QA-RA", "Al Rayyan", "അൽ റയ്യാൻ", "अल रय्यान", "الريان"],
  ["QA-SH", "Al Shahaniya", "അൽ ഷഹാനിയ", "अल शहानिया", "الشحانية"],
  ["QA-US", "Umm Salal", "ഉം സലാൽ", "उम्म सलाल", "أم صلال"],
  ["QA-WA", "Al Wakrah", "അൽ വക്ര", "अल वक्रा", "الوكرة"],
  ["QA-ZA", "Al Daayen", "അൽ ദആയിൻ", "अल दायेन", "الظعاين"],
  ["KW-AH", "Al Ahmadi", "അൽ അഹ്മദി", "अल अहमदी", "الأحمدي"],
  ["KW-FA", "Al Farwaniyah", "അൽ ഫർവാനിയ", "अल फ़रवानिया", "الفروانية"],
  ["KW-HA", "Hawalli", "ഹവല്ലി", "हवल्ली", "حولي"],
  ["KW-JA", "Al Jahra", "അൽ ജഹ്റ", "अल जहरा", "الجهراء"],
  ["KW-KU", "Al Asimah", "അൽ അസിമ", "अल आसिमा", "العاصمة"],
  ["KW-MU", "Mubarak Al Kabeer", "മുബാറക് അൽ കബീർ", "मुबारक अल-कबीर", "مبارك الكبير"],
  ["BH-13", "Capital Governorate", "തലസ്ഥാന ഗവർണറേറ്റ്", "राजधानी प्रांत", "محافظة العاصمة"],
  ["BH-14", "Southern Governorate", "ദക്ഷിണ ഗവർണറേറ്റ്", "दक्षिणी प्रांत", "المحافظة الجنوبية"],
  ["BH-15", "Muharraq", "മുഹറഖ്", "मुहर्रक़", "المحرق"],
  ["BH-17", "Northern Governorate", "ഉത്തര ഗവർണറേറ്റ്", "उत्तरी प्रांत", "المحافظة الشمالية"],
];

/** Kerala's 14 districts, south to north, with the slugs of domain/districts.ts. */
export const KERALA_DISTRICT_ROWS: readonly PlaceRow[] = [
  ["kerala", "Thiruvananthapuram", "തിരുവനന്തപുരം", "तिरुवनंतपुरम", "ثيروفانانثابورام", ["Trivandrum"]],
  ["kerala", "Kollam", "കൊല്ലം", "कोल्लम", "كولام", ["Quilon"]],
  ["kerala", "Pathanamthitta", "പത്തനംതിട്ട", "पथानामथिट्टा", "باتانامتيتا"],
  ["kerala", "Alappuzha", "ആലപ്പുഴ", "अलप्पुझा", "ألابوزا", ["Alleppey"]],
  ["kerala", "Kottayam", "കോട്ടയം", "कोट्टायम", "كوتايام"],
  ["kerala", "Idukki", "ഇടുക്കി", "इडुक्की", "إدوكي"],
  ["kerala", "Ernakulam", "എറണാകുളം", "एर्नाकुलम", "إرناكولام"],
  ["kerala", "Thrissur", "തൃശ്ശൂർ", "त्रिशूर", "تريشور", ["Trichur"]],
  ["kerala", "Palakkad", "പാലക്കാട്", "पलक्कड़", "بالاكاد", ["Palghat"]],
  ["kerala", "Malappuram", "മലപ്പുറം", "मलप्पुरम", "مالابورام"],
  ["kerala", "Kozhikode", "കോഴിക്കോട്", "कोझिकोड", "كوزيكود", ["Calicut"]],
  ["kerala", "Wayanad", "വയനാട്", "वायनाड", "وايناد"],
  ["kerala", "Kannur", "കണ്ണൂർ", "कन्नूर", "كانور", ["Cannanore"]],
  ["kerala", "Kasaragod", "കാസർഗോഡ്", "कासरगोड", "كاسارغود"],
];

/**
 * Main destinations. Where a destination shares its name with the district, state, emirate or
 * governorate it lies in (Alappuzha, Goa, Dubai, Muscat), that place is the destination and no
 * second place of the same name is made: one slug, one page.
 */
export const PLACE_ROWS: readonly PlaceRow[] = [
  ["thiruvananthapuram", "Kovalam", "കോവളം", "कोवलम", "كوفالام"],
  ["thiruvananthapuram", "Varkala", "വർക്കല", "वर्कला", "فاركالا"],
  ["thiruvananthapuram", "Ponmudi", "പൊന്മുടി", "पोनमुडी", "بونمودي"],
  ["kollam", "Ashtamudi", "അഷ്ടമുടി", "अष्टमुडी", "أشتامودي"],
  ["kollam", "Jatayu Earth's Center", "ജടായു എർത്ത്സ് സെന്റർ", "जटायु अर्थ सेंटर", "مركز جاتايو", ["Chadayamangalam", "Jatayu"]],
  ["pathanamthitta", "Sabarimala", "ശബരിമല", "सबरीमाला", "سابريمالا", ["Pamba"]],
  ["alappuzha", "Marari", "മാരാരി", "मरारी", "ماراري", ["Mararikulam"]],
  ["alappuzha", "Punnamada", "പുന്നമട", "पुन्नमडा", "بونامادا"],
  ["kottayam", "Kumarakom", "കുമരകം", "कुमारकोम", "كوماراكوم"],
  ["kottayam", "Vagamon", "വാഗമൺ", "वागमोन", "فاغامون"],
  ["idukki", "Munnar", "മൂന്നാർ", "मुन्नार", "مونار"],
  ["idukki", "Thekkady", "തേക്കടി", "तेक्कडी", "ثيكادي", ["Kumily", "Periyar"]],
  ["idukki", "Marayoor", "മറയൂർ", "मरयूर", "مارايور", ["Kanthalloor"]],
  ["ernakulam", "Kochi", "കൊച്ചി", "कोच्चि", "كوتشي", ["Cochin"]],
  ["kochi", "Fort Kochi", "ഫോർട്ട് കൊച്ചി", "फोर्ट कोच्चि", "فورت كوتشي", ["Mattancherry"]],
  ["thrissur", "Athirappilly", "അതിരപ്പിള്ളി", "अथिरापल्ली", "أثيرابيلي", ["Vazhachal"]],
  ["thrissur", "Guruvayur", "ഗുരുവായൂർ", "गुरुवायुर", "غوروفايور"],
  ["thrissur", "Cheruthuruthy", "ചെറുതുരുത്തി", "चेरुतुरुथी", "شيروثوروثي"],
  ["palakkad", "Nelliyampathy", "നെല്ലിയാമ്പതി", "नेल्लियाम्पति", "نيليامباثي"],
  ["palakkad", "Silent Valley", "സൈലന്റ് വാലി", "साइलेंट वैली", "الوادي الصامت", ["Mukkali"]],
  ["malappuram", "Nilambur", "നിലമ്പൂർ", "नीलांबुर", "نيلامبور"],
  ["kozhikode", "Kappad", "കാപ്പാട്", "कप्पड़", "كاباد"],
  ["wayanad", "Vythiri", "വൈത്തിരി", "वैथिरी", "فايثيري", ["Pookode"]],
  ["wayanad", "Chembra Peak", "ചെമ്പ്ര മല", "चेम्ब्रा पीक", "قمة تشيمبرا", ["Meppadi", "Chembra"]],
  ["kannur", "Muzhappilangad", "മുഴപ്പിലങ്ങാട്", "मुझप्पिलंगाड", "موزابيلانغاد"],
  ["kasaragod", "Bekal", "ബേക്കൽ", "बेकल", "بيكال"],
  ["karnataka", "Coorg", "കൂർഗ്", "कूर्ग", "كورغ", ["Kodagu", "Madikeri"]],
  ["karnataka", "Mysuru", "മൈസൂരു", "मैसूरु", "ميسور", ["Mysore"]],
  ["tamil-nadu", "Ooty", "ഊട്ടി", "ऊटी", "أوتي", ["Udhagamandalam"]],
  ["tamil-nadu", "Kanyakumari", "കന്യാകുമാരി", "कन्याकुमारी", "كانياكوماري"],
  ["rajasthan", "Jaipur", "ജയ്പൂർ", "जयपुर", "جايبور"],
  ["rajasthan", "Jaisalmer", "ജയ്സാൽമീർ", "जैसलमेर", "جيسالمير"],
  ["rajasthan", "Udaipur", "ഉദയ്പൂർ", "उदयपुर", "أودايبور"],
  ["lakshadweep", "Agatti", "അഗത്തി", "अगत्ती", "أغاتي", ["Agathi"]],
];

const STATE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  "IN-PY": ["Pondicherry"],
  "IN-OD": ["Orissa"],
  "IN-LD": ["Kavaratti", "Bangaram"],
};

function place(
  level: PlaceLevel,
  parent: string | null,
  code: string | null,
  row: readonly [string, string, string, string],
  aliases: readonly string[] = [],
  slug?: string,
): Place {
  const [en, ml, hi, ar] = row;
  return { slug: slug ?? slugFromName(en), parent, level, code, names: { en, ml, hi, ar }, aliases };
}

function build(): Place[] {
  const out: Place[] = [];
  const countrySlug = new Map<string, string>();
  for (const [code, en, ml, hi, ar, slug] of COUNTRY_ROWS) {
    const p = place("country", null, code, [en, ml, hi, ar], [], slug);
    countrySlug.set(code, p.slug);
    out.push(p);
  }
  for (const [code, en, ml, hi, ar, slug] of STATE_ROWS) {
    out.push(place("state", countrySlug.get(code.slice(0, 2))!, code, [en, ml, hi, ar], STATE_ALIASES[code], slug));
  }
  for (const [parent, en, ml, hi, ar, aliases] of KERALA_DISTRICT_ROWS)
    out.push(place("district", parent, null, [en, ml, hi, ar], aliases));
  for (const [parent, en, ml, hi, ar, aliases] of PLACE_ROWS) out.push(place("place", parent, null, [en, ml, hi, ar], aliases));
  return out;
}

/** Every seeded place, parents before children. */
export const SEED_PLACES: readonly Place[] = build();
