CREATE TABLE "package_places" (
	"package_id" text NOT NULL,
	"place_slug" text NOT NULL,
	"derived" boolean DEFAULT true NOT NULL,
	CONSTRAINT "package_places_package_id_place_slug_pk" PRIMARY KEY("package_id","place_slug")
);
--> statement-breakpoint
CREATE TABLE "places" (
	"slug" text PRIMARY KEY NOT NULL,
	"parent" text,
	"level" text NOT NULL,
	"code" text,
	"name_en" text NOT NULL,
	"name_ml" text DEFAULT '' NOT NULL,
	"name_hi" text DEFAULT '' NOT NULL,
	"name_ar" text DEFAULT '' NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"ancestors" text[] NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "package_places" ADD CONSTRAINT "package_places_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_places" ADD CONSTRAINT "package_places_place_slug_places_slug_fk" FOREIGN KEY ("place_slug") REFERENCES "public"."places"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_parent_places_slug_fk" FOREIGN KEY ("parent") REFERENCES "public"."places"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "package_places_place" ON "package_places" USING btree ("place_slug","package_id");--> statement-breakpoint
CREATE INDEX "places_parent" ON "places" USING btree ("parent");--> statement-breakpoint
CREATE INDEX "places_ancestors" ON "places" USING gin ("ancestors");
--> statement-breakpoint
-- The seeded places (ADR 108): domain/place-data.ts's SEED_PLACES, written out once;
-- server/places/places.test.ts compares this table with that list.
INSERT INTO "places" ("slug", "parent", "level", "code", "name_en", "name_ml", "name_hi", "name_ar", "aliases", "ancestors") VALUES
('india', NULL, 'country', 'IN', 'India', 'ഇന്ത്യ', 'भारत', 'الهند', ARRAY[]::text[], ARRAY['india']::text[]),
('united-arab-emirates', NULL, 'country', 'AE', 'United Arab Emirates', 'യുണൈറ്റഡ് അറബ് എമിറൈറ്റ്‌സ്', 'संयुक्त अरब अमीरात', 'الإمارات العربية المتحدة', ARRAY[]::text[], ARRAY['united-arab-emirates']::text[]),
('oman', NULL, 'country', 'OM', 'Oman', 'ഒമാൻ', 'ओमान', 'عمان', ARRAY[]::text[], ARRAY['oman']::text[]),
('saudi-arabia', NULL, 'country', 'SA', 'Saudi Arabia', 'സൗദി അറേബ്യ', 'सऊदी अरब', 'السعودية', ARRAY[]::text[], ARRAY['saudi-arabia']::text[]),
('qatar', NULL, 'country', 'QA', 'Qatar', 'ഖത്തർ', 'क़तार', 'قطر', ARRAY[]::text[], ARRAY['qatar']::text[]),
('kuwait', NULL, 'country', 'KW', 'Kuwait', 'കുവൈറ്റ്', 'कुवैत', 'الكويت', ARRAY[]::text[], ARRAY['kuwait']::text[]),
('bahrain', NULL, 'country', 'BH', 'Bahrain', 'ബഹ്റിൻ', 'बहरीन', 'البحرين', ARRAY[]::text[], ARRAY['bahrain']::text[]),
('andaman-and-nicobar-islands', 'india', 'state', 'IN-AN', 'Andaman and Nicobar Islands', 'ആൻഡമാൻ നിക്കോബാർ ദ്വീപുകൾ', 'अंडमान और निकोबार द्वीपसमूह', 'جزر أندمان ونيكوبار', ARRAY[]::text[], ARRAY['india', 'andaman-and-nicobar-islands']::text[]),
('andhra-pradesh', 'india', 'state', 'IN-AP', 'Andhra Pradesh', 'ആന്ധ്രാപ്രദേശ്', 'आंध्र प्रदेश', 'أندرا برديش', ARRAY[]::text[], ARRAY['india', 'andhra-pradesh']::text[]),
('arunachal-pradesh', 'india', 'state', 'IN-AR', 'Arunachal Pradesh', 'അരുണാചൽ പ്രദേശ്', 'अरुणाचल प्रदेश', 'أروناتشال برديش', ARRAY[]::text[], ARRAY['india', 'arunachal-pradesh']::text[]),
('assam', 'india', 'state', 'IN-AS', 'Assam', 'അസം', 'असम', 'آسام', ARRAY[]::text[], ARRAY['india', 'assam']::text[]),
('bihar', 'india', 'state', 'IN-BR', 'Bihar', 'ബിഹാർ', 'बिहार', 'بيهار', ARRAY[]::text[], ARRAY['india', 'bihar']::text[]),
('chhattisgarh', 'india', 'state', 'IN-CG', 'Chhattisgarh', 'ഛത്തീസ്ഗഢ്', 'छत्तीसगढ़', 'تشاتيسغار', ARRAY[]::text[], ARRAY['india', 'chhattisgarh']::text[]),
('chandigarh', 'india', 'state', 'IN-CH', 'Chandigarh', 'ചണ്ഡീഗഢ്', 'चंडीगढ़', 'شانديغار', ARRAY[]::text[], ARRAY['india', 'chandigarh']::text[]),
('dadra-and-nagar-haveli-and-daman-and-diu', 'india', 'state', 'IN-DH', 'Dadra and Nagar Haveli and Daman and Diu', 'ദാദ്ര നഗർ ഹവേലി, ദമൻ ദിയു', 'दादरा और नगर हवेली और दमन और दीव', 'دادرا وناغار هافيلي ودامان وديو', ARRAY[]::text[], ARRAY['india', 'dadra-and-nagar-haveli-and-daman-and-diu']::text[]),
('delhi', 'india', 'state', 'IN-DL', 'Delhi', 'ഡൽഹി', 'दिल्ली', 'دلهي', ARRAY[]::text[], ARRAY['india', 'delhi']::text[]),
('goa', 'india', 'state', 'IN-GA', 'Goa', 'ഗോവ', 'गोवा', 'غوا', ARRAY[]::text[], ARRAY['india', 'goa']::text[]),
('gujarat', 'india', 'state', 'IN-GJ', 'Gujarat', 'ഗുജറാത്ത്', 'गुजरात', 'غوجارات', ARRAY[]::text[], ARRAY['india', 'gujarat']::text[]),
('himachal-pradesh', 'india', 'state', 'IN-HP', 'Himachal Pradesh', 'ഹിമാചൽ പ്രദേശ്', 'हिमाचल प्रदेश', 'هيماجل برديش', ARRAY[]::text[], ARRAY['india', 'himachal-pradesh']::text[]),
('haryana', 'india', 'state', 'IN-HR', 'Haryana', 'ഹരിയാന', 'हरियाणा', 'هاريانا', ARRAY[]::text[], ARRAY['india', 'haryana']::text[]),
('jharkhand', 'india', 'state', 'IN-JH', 'Jharkhand', 'ഝാർഖണ്ഡ്', 'झारखंड', 'جهارخاند', ARRAY[]::text[], ARRAY['india', 'jharkhand']::text[]),
('jammu-and-kashmir', 'india', 'state', 'IN-JK', 'Jammu and Kashmir', 'ജമ്മു കശ്മീർ', 'जम्मू और कश्मीर', 'جامو وكشمير', ARRAY[]::text[], ARRAY['india', 'jammu-and-kashmir']::text[]),
('karnataka', 'india', 'state', 'IN-KA', 'Karnataka', 'കർണാടക', 'कर्नाटक', 'كارناتاكا', ARRAY[]::text[], ARRAY['india', 'karnataka']::text[]),
('kerala', 'india', 'state', 'IN-KL', 'Kerala', 'കേരളം', 'केरल', 'كيرالا', ARRAY[]::text[], ARRAY['india', 'kerala']::text[]),
('ladakh', 'india', 'state', 'IN-LA', 'Ladakh', 'ലഡാക്ക്', 'लद्दाख', 'لداخ', ARRAY[]::text[], ARRAY['india', 'ladakh']::text[]),
('lakshadweep', 'india', 'state', 'IN-LD', 'Lakshadweep', 'ലക്ഷദ്വീപ്', 'लक्षद्वीप', 'لاكشادويب', ARRAY['Kavaratti', 'Bangaram']::text[], ARRAY['india', 'lakshadweep']::text[]),
('maharashtra', 'india', 'state', 'IN-MH', 'Maharashtra', 'മഹാരാഷ്ട്ര', 'महाराष्ट्र', 'ماهاراشترا', ARRAY[]::text[], ARRAY['india', 'maharashtra']::text[]),
('meghalaya', 'india', 'state', 'IN-ML', 'Meghalaya', 'മേഘാലയ', 'मेघालय', 'ميغالايا', ARRAY[]::text[], ARRAY['india', 'meghalaya']::text[]),
('manipur', 'india', 'state', 'IN-MN', 'Manipur', 'മണിപ്പൂർ', 'मणिपुर', 'مانيبور', ARRAY[]::text[], ARRAY['india', 'manipur']::text[]),
('madhya-pradesh', 'india', 'state', 'IN-MP', 'Madhya Pradesh', 'മധ്യപ്രദേശ്', 'मध्य प्रदेश', 'ماديا برديش', ARRAY[]::text[], ARRAY['india', 'madhya-pradesh']::text[]),
('mizoram', 'india', 'state', 'IN-MZ', 'Mizoram', 'മിസോറം', 'मिज़ोरम', 'ميزورام', ARRAY[]::text[], ARRAY['india', 'mizoram']::text[]),
('nagaland', 'india', 'state', 'IN-NL', 'Nagaland', 'നാഗാലാൻഡ്', 'नागालैंड', 'ناغالاند', ARRAY[]::text[], ARRAY['india', 'nagaland']::text[]),
('odisha', 'india', 'state', 'IN-OD', 'Odisha', 'ഒഡീഷ', 'ओडिशा', 'أوديشا', ARRAY['Orissa']::text[], ARRAY['india', 'odisha']::text[]),
('punjab', 'india', 'state', 'IN-PB', 'Punjab', 'പഞ്ചാബ്', 'पंजाब', 'البنجاب', ARRAY[]::text[], ARRAY['india', 'punjab']::text[]),
('puducherry', 'india', 'state', 'IN-PY', 'Puducherry', 'പുതുച്ചേരി', 'पुडुचेरी', 'بودوتشيري', ARRAY['Pondicherry']::text[], ARRAY['india', 'puducherry']::text[]),
('rajasthan', 'india', 'state', 'IN-RJ', 'Rajasthan', 'രാജസ്ഥാൻ', 'राजस्थान', 'راجستان', ARRAY[]::text[], ARRAY['india', 'rajasthan']::text[]),
('sikkim', 'india', 'state', 'IN-SK', 'Sikkim', 'സിക്കിം', 'सिक्किम', 'سيكيم', ARRAY[]::text[], ARRAY['india', 'sikkim']::text[]),
('tamil-nadu', 'india', 'state', 'IN-TN', 'Tamil Nadu', 'തമിഴ്നാട്', 'तमिलनाडु', 'تاميل نادو', ARRAY[]::text[], ARRAY['india', 'tamil-nadu']::text[]),
('tripura', 'india', 'state', 'IN-TR', 'Tripura', 'ത്രിപുര', 'त्रिपुरा', 'تريبورا', ARRAY[]::text[], ARRAY['india', 'tripura']::text[]),
('telangana', 'india', 'state', 'IN-TS', 'Telangana', 'തെലങ്കാന', 'तेलंगाना', 'تيلانجانا', ARRAY[]::text[], ARRAY['india', 'telangana']::text[]),
('uttarakhand', 'india', 'state', 'IN-UK', 'Uttarakhand', 'ഉത്തരാഖണ്ഡ്', 'उत्तराखंड', 'أوتاراخاند', ARRAY[]::text[], ARRAY['india', 'uttarakhand']::text[]),
('uttar-pradesh', 'india', 'state', 'IN-UP', 'Uttar Pradesh', 'ഉത്തർ പ്രദേശ്', 'उत्तर प्रदेश', 'أوتار برديش', ARRAY[]::text[], ARRAY['india', 'uttar-pradesh']::text[]),
('west-bengal', 'india', 'state', 'IN-WB', 'West Bengal', 'പശ്ചിമ ബംഗാൾ', 'पश्चिम बंगाल', 'البنغال الغربية', ARRAY[]::text[], ARRAY['india', 'west-bengal']::text[]),
('ajman', 'united-arab-emirates', 'state', 'AE-AJ', 'Ajman', 'അജ്മാൻ', 'अजमान', 'عجمان', ARRAY[]::text[], ARRAY['united-arab-emirates', 'ajman']::text[]),
('abu-dhabi', 'united-arab-emirates', 'state', 'AE-AZ', 'Abu Dhabi', 'അബുദാബി', 'अबू धाबी', 'أبوظبي', ARRAY[]::text[], ARRAY['united-arab-emirates', 'abu-dhabi']::text[]),
('dubai', 'united-arab-emirates', 'state', 'AE-DU', 'Dubai', 'ദുബായ്', 'दुबई', 'دبي', ARRAY[]::text[], ARRAY['united-arab-emirates', 'dubai']::text[]),
('fujairah', 'united-arab-emirates', 'state', 'AE-FU', 'Fujairah', 'ഫുജൈറ', 'फ़ुजैरा', 'الفجيرة', ARRAY[]::text[], ARRAY['united-arab-emirates', 'fujairah']::text[]),
('ras-al-khaimah', 'united-arab-emirates', 'state', 'AE-RK', 'Ras Al Khaimah', 'റാസൽ ഖൈമ', 'रास अल-ख़ैमा', 'رأس الخيمة', ARRAY[]::text[], ARRAY['united-arab-emirates', 'ras-al-khaimah']::text[]),
('sharjah', 'united-arab-emirates', 'state', 'AE-SH', 'Sharjah', 'ഷാർജ', 'शारजाह', 'الشارقة', ARRAY[]::text[], ARRAY['united-arab-emirates', 'sharjah']::text[]),
('umm-al-quwain', 'united-arab-emirates', 'state', 'AE-UQ', 'Umm Al Quwain', 'ഉമ്മുൽ ഖുവൈൻ', 'उम्म अल-क़ुवैन', 'أم القيوين', ARRAY[]::text[], ARRAY['united-arab-emirates', 'umm-al-quwain']::text[]),
('south-al-batinah', 'oman', 'state', 'OM-BJ', 'South Al Batinah', 'തെക്കൻ ബാത്തിന', 'दक्षिण अल बातिना', 'جنوب الباطنة', ARRAY[]::text[], ARRAY['oman', 'south-al-batinah']::text[]),
('north-al-batinah', 'oman', 'state', 'OM-BS', 'North Al Batinah', 'വടക്കൻ ബാത്തിന', 'उत्तर अल बातिना', 'شمال الباطنة', ARRAY[]::text[], ARRAY['oman', 'north-al-batinah']::text[]),
('al-buraimi', 'oman', 'state', 'OM-BU', 'Al Buraimi', 'അൽ ബുറൈമി', 'अल बुरैमी', 'البريمي', ARRAY[]::text[], ARRAY['oman', 'al-buraimi']::text[]),
('ad-dakhiliyah', 'oman', 'state', 'OM-DA', 'Ad Dakhiliyah', 'അൽ ദാഖിലിയ', 'अद दाख़िलिया', 'الداخلية', ARRAY[]::text[], ARRAY['oman', 'ad-dakhiliyah']::text[]),
('muscat', 'oman', 'state', 'OM-MA', 'Muscat', 'മസ്കറ്റ്', 'मस्क़त', 'مسقط', ARRAY[]::text[], ARRAY['oman', 'muscat']::text[]),
('musandam', 'oman', 'state', 'OM-MU', 'Musandam', 'മുസന്ദം', 'मुसंदम', 'مسندم', ARRAY[]::text[], ARRAY['oman', 'musandam']::text[]),
('south-ash-sharqiyah', 'oman', 'state', 'OM-SJ', 'South Ash Sharqiyah', 'തെക്കൻ ശർഖിയ', 'दक्षिण अश शरक़िया', 'جنوب الشرقية', ARRAY[]::text[], ARRAY['oman', 'south-ash-sharqiyah']::text[]),
('north-ash-sharqiyah', 'oman', 'state', 'OM-SS', 'North Ash Sharqiyah', 'വടക്കൻ ശർഖിയ', 'उत्तर अश शरक़िया', 'شمال الشرقية', ARRAY[]::text[], ARRAY['oman', 'north-ash-sharqiyah']::text[]),
('al-wusta', 'oman', 'state', 'OM-WU', 'Al Wusta', 'അൽ വുസ്ത', 'अल वुस्ता', 'الوسطى', ARRAY[]::text[], ARRAY['oman', 'al-wusta']::text[]),
('ad-dhahirah', 'oman', 'state', 'OM-ZA', 'Ad Dhahirah', 'അദ് ദാഹിറ', 'अद दाहिरा', 'الظاهرة', ARRAY[]::text[], ARRAY['oman', 'ad-dhahirah']::text[]),
('dhofar', 'oman', 'state', 'OM-ZU', 'Dhofar', 'ദോഫാർ', 'ज़ोफ़ार', 'ظفار', ARRAY[]::text[], ARRAY['oman', 'dhofar']::text[]),
('riyadh', 'saudi-arabia', 'state', 'SA-01', 'Riyadh', 'റിയാദ്', 'रियाद', 'الرياض', ARRAY[]::text[], ARRAY['saudi-arabia', 'riyadh']::text[]),
('makkah', 'saudi-arabia', 'state', 'SA-02', 'Makkah', 'മക്ക', 'मक्का', 'مكة المكرمة', ARRAY[]::text[], ARRAY['saudi-arabia', 'makkah']::text[]),
('madinah', 'saudi-arabia', 'state', 'SA-03', 'Madinah', 'മദീന', 'मदीना', 'المدينة المنورة', ARRAY[]::text[], ARRAY['saudi-arabia', 'madinah']::text[]),
('eastern-province', 'saudi-arabia', 'state', 'SA-04', 'Eastern Province', 'കിഴക്കൻ പ്രവിശ്യ', 'पूर्वी प्रांत', 'المنطقة الشرقية', ARRAY[]::text[], ARRAY['saudi-arabia', 'eastern-province']::text[]),
('al-qassim', 'saudi-arabia', 'state', 'SA-05', 'Al Qassim', 'അൽ ഖസീം', 'अल क़सीम', 'القصيم', ARRAY[]::text[], ARRAY['saudi-arabia', 'al-qassim']::text[]),
('hail', 'saudi-arabia', 'state', 'SA-06', 'Hail', 'ഹാഇൽ', 'हाइल', 'حائل', ARRAY[]::text[], ARRAY['saudi-arabia', 'hail']::text[]),
('tabuk', 'saudi-arabia', 'state', 'SA-07', 'Tabuk', 'തബൂക്ക്', 'तबूक', 'تبوك', ARRAY[]::text[], ARRAY['saudi-arabia', 'tabuk']::text[]),
('northern-borders', 'saudi-arabia', 'state', 'SA-08', 'Northern Borders', 'വടക്കൻ അതിർത്തി പ്രവിശ്യ', 'उत्तरी सीमा प्रांत', 'الحدود الشمالية', ARRAY[]::text[], ARRAY['saudi-arabia', 'northern-borders']::text[]),
('jazan', 'saudi-arabia', 'state', 'SA-09', 'Jazan', 'ജിസാൻ', 'जाज़ान', 'جازان', ARRAY[]::text[], ARRAY['saudi-arabia', 'jazan']::text[]),
('najran', 'saudi-arabia', 'state', 'SA-10', 'Najran', 'നജ്റാൻ', 'नजरान', 'نجران', ARRAY[]::text[], ARRAY['saudi-arabia', 'najran']::text[]),
('al-bahah', 'saudi-arabia', 'state', 'SA-11', 'Al Bahah', 'അൽ ബാഹ', 'अल बाहा', 'الباحة', ARRAY[]::text[], ARRAY['saudi-arabia', 'al-bahah']::text[]),
('al-jawf', 'saudi-arabia', 'state', 'SA-12', 'Al Jawf', 'അൽ ജൗഫ്', 'अल जौफ़', 'الجوف', ARRAY[]::text[], ARRAY['saudi-arabia', 'al-jawf']::text[]),
('asir', 'saudi-arabia', 'state', 'SA-14', 'Asir', 'അസീർ', 'असीर', 'عسير', ARRAY[]::text[], ARRAY['saudi-arabia', 'asir']::text[]),
('doha', 'qatar', 'state', 'QA-DA', 'Doha', 'ദോഹ', 'दोहा', 'الدوحة', ARRAY[]::text[], ARRAY['qatar', 'doha']::text[]),
('al-khor-and-al-thakhira', 'qatar', 'state', 'QA-KH', 'Al Khor and Al Thakhira', 'അൽ ഖോർ, അൽ ദഖീറ', 'अल ख़ोर और अल थख़ीरा', 'الخور والذخيرة', ARRAY[]::text[], ARRAY['qatar', 'al-khor-and-al-thakhira']::text[]),
('al-shamal', 'qatar', 'state', 'QA-MS', 'Al Shamal', 'അൽ ഷമാൽ', 'अल शमाल', 'الشمال', ARRAY[]::text[], ARRAY['qatar', 'al-shamal']::text[]),
('al-rayyan', 'qatar', 'state', 'QA-RA', 'Al Rayyan', 'അൽ റയ്യാൻ', 'अल रय्यान', 'الريان', ARRAY[]::text[], ARRAY['qatar', 'al-rayyan']::text[]),
('al-shahaniya', 'qatar', 'state', 'QA-SH', 'Al Shahaniya', 'അൽ ഷഹാനിയ', 'अल शहानिया', 'الشحانية', ARRAY[]::text[], ARRAY['qatar', 'al-shahaniya']::text[]),
('umm-salal', 'qatar', 'state', 'QA-US', 'Umm Salal', 'ഉം സലാൽ', 'उम्म सलाल', 'أم صلال', ARRAY[]::text[], ARRAY['qatar', 'umm-salal']::text[]),
('al-wakrah', 'qatar', 'state', 'QA-WA', 'Al Wakrah', 'അൽ വക്ര', 'अल वक्रा', 'الوكرة', ARRAY[]::text[], ARRAY['qatar', 'al-wakrah']::text[]),
('al-daayen', 'qatar', 'state', 'QA-ZA', 'Al Daayen', 'അൽ ദആയിൻ', 'अल दायेन', 'الظعاين', ARRAY[]::text[], ARRAY['qatar', 'al-daayen']::text[]),
('al-ahmadi', 'kuwait', 'state', 'KW-AH', 'Al Ahmadi', 'അൽ അഹ്മദി', 'अल अहमदी', 'الأحمدي', ARRAY[]::text[], ARRAY['kuwait', 'al-ahmadi']::text[]),
('al-farwaniyah', 'kuwait', 'state', 'KW-FA', 'Al Farwaniyah', 'അൽ ഫർവാനിയ', 'अल फ़रवानिया', 'الفروانية', ARRAY[]::text[], ARRAY['kuwait', 'al-farwaniyah']::text[]),
('hawalli', 'kuwait', 'state', 'KW-HA', 'Hawalli', 'ഹവല്ലി', 'हवल्ली', 'حولي', ARRAY[]::text[], ARRAY['kuwait', 'hawalli']::text[]),
('al-jahra', 'kuwait', 'state', 'KW-JA', 'Al Jahra', 'അൽ ജഹ്റ', 'अल जहरा', 'الجهراء', ARRAY[]::text[], ARRAY['kuwait', 'al-jahra']::text[]),
('al-asimah', 'kuwait', 'state', 'KW-KU', 'Al Asimah', 'അൽ അസിമ', 'अल आसिमा', 'العاصمة', ARRAY[]::text[], ARRAY['kuwait', 'al-asimah']::text[]),
('mubarak-al-kabeer', 'kuwait', 'state', 'KW-MU', 'Mubarak Al Kabeer', 'മുബാറക് അൽ കബീർ', 'मुबारक अल-कबीर', 'مبارك الكبير', ARRAY[]::text[], ARRAY['kuwait', 'mubarak-al-kabeer']::text[]),
('capital-governorate', 'bahrain', 'state', 'BH-13', 'Capital Governorate', 'തലസ്ഥാന ഗവർണറേറ്റ്', 'राजधानी प्रांत', 'محافظة العاصمة', ARRAY[]::text[], ARRAY['bahrain', 'capital-governorate']::text[]),
('southern-governorate', 'bahrain', 'state', 'BH-14', 'Southern Governorate', 'ദക്ഷിണ ഗവർണറേറ്റ്', 'दक्षिणी प्रांत', 'المحافظة الجنوبية', ARRAY[]::text[], ARRAY['bahrain', 'southern-governorate']::text[]),
('muharraq', 'bahrain', 'state', 'BH-15', 'Muharraq', 'മുഹറഖ്', 'मुहर्रक़', 'المحرق', ARRAY[]::text[], ARRAY['bahrain', 'muharraq']::text[]),
('northern-governorate', 'bahrain', 'state', 'BH-17', 'Northern Governorate', 'ഉത്തര ഗവർണറേറ്റ്', 'उत्तरी प्रांत', 'المحافظة الشمالية', ARRAY[]::text[], ARRAY['bahrain', 'northern-governorate']::text[]),
('thiruvananthapuram', 'kerala', 'district', NULL, 'Thiruvananthapuram', 'തിരുവനന്തപുരം', 'तिरुवनंतपुरम', 'ثيروفانانثابورام', ARRAY['Trivandrum']::text[], ARRAY['india', 'kerala', 'thiruvananthapuram']::text[]),
('kollam', 'kerala', 'district', NULL, 'Kollam', 'കൊല്ലം', 'कोल्लम', 'كولام', ARRAY['Quilon']::text[], ARRAY['india', 'kerala', 'kollam']::text[]),
('pathanamthitta', 'kerala', 'district', NULL, 'Pathanamthitta', 'പത്തനംതിട്ട', 'पथानामथिट्टा', 'باتانامتيتا', ARRAY[]::text[], ARRAY['india', 'kerala', 'pathanamthitta']::text[]),
('alappuzha', 'kerala', 'district', NULL, 'Alappuzha', 'ആലപ്പുഴ', 'अलप्पुझा', 'ألابوزا', ARRAY['Alleppey']::text[], ARRAY['india', 'kerala', 'alappuzha']::text[]),
('kottayam', 'kerala', 'district', NULL, 'Kottayam', 'കോട്ടയം', 'कोट्टायम', 'كوتايام', ARRAY[]::text[], ARRAY['india', 'kerala', 'kottayam']::text[]),
('idukki', 'kerala', 'district', NULL, 'Idukki', 'ഇടുക്കി', 'इडुक्की', 'إدوكي', ARRAY[]::text[], ARRAY['india', 'kerala', 'idukki']::text[]),
('ernakulam', 'kerala', 'district', NULL, 'Ernakulam', 'എറണാകുളം', 'एर्नाकुलम', 'إرناكولام', ARRAY[]::text[], ARRAY['india', 'kerala', 'ernakulam']::text[]),
('thrissur', 'kerala', 'district', NULL, 'Thrissur', 'തൃശ്ശൂർ', 'त्रिशूर', 'تريشور', ARRAY['Trichur']::text[], ARRAY['india', 'kerala', 'thrissur']::text[]),
('palakkad', 'kerala', 'district', NULL, 'Palakkad', 'പാലക്കാട്', 'पलक्कड़', 'بالاكاد', ARRAY['Palghat']::text[], ARRAY['india', 'kerala', 'palakkad']::text[]),
('malappuram', 'kerala', 'district', NULL, 'Malappuram', 'മലപ്പുറം', 'मलप्पुरम', 'مالابورام', ARRAY[]::text[], ARRAY['india', 'kerala', 'malappuram']::text[]),
('kozhikode', 'kerala', 'district', NULL, 'Kozhikode', 'കോഴിക്കോട്', 'कोझिकोड', 'كوزيكود', ARRAY['Calicut']::text[], ARRAY['india', 'kerala', 'kozhikode']::text[]),
('wayanad', 'kerala', 'district', NULL, 'Wayanad', 'വയനാട്', 'वायनाड', 'وايناد', ARRAY[]::text[], ARRAY['india', 'kerala', 'wayanad']::text[]),
('kannur', 'kerala', 'district', NULL, 'Kannur', 'കണ്ണൂർ', 'कन्नूर', 'كانور', ARRAY['Cannanore']::text[], ARRAY['india', 'kerala', 'kannur']::text[]),
('kasaragod', 'kerala', 'district', NULL, 'Kasaragod', 'കാസർഗോഡ്', 'कासरगोड', 'كاسارغود', ARRAY[]::text[], ARRAY['india', 'kerala', 'kasaragod']::text[]),
('kovalam', 'thiruvananthapuram', 'place', NULL, 'Kovalam', 'കോവളം', 'कोवलम', 'كوفالام', ARRAY[]::text[], ARRAY['india', 'kerala', 'thiruvananthapuram', 'kovalam']::text[]),
('varkala', 'thiruvananthapuram', 'place', NULL, 'Varkala', 'വർക്കല', 'वर्कला', 'فاركالا', ARRAY[]::text[], ARRAY['india', 'kerala', 'thiruvananthapuram', 'varkala']::text[]),
('ponmudi', 'thiruvananthapuram', 'place', NULL, 'Ponmudi', 'പൊന്മുടി', 'पोनमुडी', 'بونمودي', ARRAY[]::text[], ARRAY['india', 'kerala', 'thiruvananthapuram', 'ponmudi']::text[]),
('ashtamudi', 'kollam', 'place', NULL, 'Ashtamudi', 'അഷ്ടമുടി', 'अष्टमुडी', 'أشتامودي', ARRAY[]::text[], ARRAY['india', 'kerala', 'kollam', 'ashtamudi']::text[]),
('jatayu-earths-center', 'kollam', 'place', NULL, 'Jatayu Earth''s Center', 'ജടായു എർത്ത്സ് സെന്റർ', 'जटायु अर्थ सेंटर', 'مركز جاتايو', ARRAY['Chadayamangalam', 'Jatayu']::text[], ARRAY['india', 'kerala', 'kollam', 'jatayu-earths-center']::text[]),
('sabarimala', 'pathanamthitta', 'place', NULL, 'Sabarimala', 'ശബരിമല', 'सबरीमाला', 'سابريمالا', ARRAY['Pamba']::text[], ARRAY['india', 'kerala', 'pathanamthitta', 'sabarimala']::text[]),
('marari', 'alappuzha', 'place', NULL, 'Marari', 'മാരാരി', 'मरारी', 'ماراري', ARRAY['Mararikulam']::text[], ARRAY['india', 'kerala', 'alappuzha', 'marari']::text[]),
('punnamada', 'alappuzha', 'place', NULL, 'Punnamada', 'പുന്നമട', 'पुन्नमडा', 'بونامادا', ARRAY[]::text[], ARRAY['india', 'kerala', 'alappuzha', 'punnamada']::text[]),
('kumarakom', 'kottayam', 'place', NULL, 'Kumarakom', 'കുമരകം', 'कुमारकोम', 'كوماراكوم', ARRAY[]::text[], ARRAY['india', 'kerala', 'kottayam', 'kumarakom']::text[]),
('vagamon', 'kottayam', 'place', NULL, 'Vagamon', 'വാഗമൺ', 'वागमोन', 'فاغامون', ARRAY[]::text[], ARRAY['india', 'kerala', 'kottayam', 'vagamon']::text[]),
('munnar', 'idukki', 'place', NULL, 'Munnar', 'മൂന്നാർ', 'मुन्नार', 'مونار', ARRAY[]::text[], ARRAY['india', 'kerala', 'idukki', 'munnar']::text[]),
('thekkady', 'idukki', 'place', NULL, 'Thekkady', 'തേക്കടി', 'तेक्कडी', 'ثيكادي', ARRAY['Kumily', 'Periyar']::text[], ARRAY['india', 'kerala', 'idukki', 'thekkady']::text[]),
('marayoor', 'idukki', 'place', NULL, 'Marayoor', 'മറയൂർ', 'मरयूर', 'مارايور', ARRAY['Kanthalloor']::text[], ARRAY['india', 'kerala', 'idukki', 'marayoor']::text[]),
('kochi', 'ernakulam', 'place', NULL, 'Kochi', 'കൊച്ചി', 'कोच्चि', 'كوتشي', ARRAY['Cochin']::text[], ARRAY['india', 'kerala', 'ernakulam', 'kochi']::text[]),
('fort-kochi', 'kochi', 'place', NULL, 'Fort Kochi', 'ഫോർട്ട് കൊച്ചി', 'फोर्ट कोच्चि', 'فورت كوتشي', ARRAY['Mattancherry']::text[], ARRAY['india', 'kerala', 'ernakulam', 'kochi', 'fort-kochi']::text[]),
('athirappilly', 'thrissur', 'place', NULL, 'Athirappilly', 'അതിരപ്പിള്ളി', 'अथिरापल्ली', 'أثيرابيلي', ARRAY['Vazhachal']::text[], ARRAY['india', 'kerala', 'thrissur', 'athirappilly']::text[]),
('guruvayur', 'thrissur', 'place', NULL, 'Guruvayur', 'ഗുരുവായൂർ', 'गुरुवायुर', 'غوروفايور', ARRAY[]::text[], ARRAY['india', 'kerala', 'thrissur', 'guruvayur']::text[]),
('cheruthuruthy', 'thrissur', 'place', NULL, 'Cheruthuruthy', 'ചെറുതുരുത്തി', 'चेरुतुरुथी', 'شيروثوروثي', ARRAY[]::text[], ARRAY['india', 'kerala', 'thrissur', 'cheruthuruthy']::text[]),
('nelliyampathy', 'palakkad', 'place', NULL, 'Nelliyampathy', 'നെല്ലിയാമ്പതി', 'नेल्लियाम्पति', 'نيليامباثي', ARRAY[]::text[], ARRAY['india', 'kerala', 'palakkad', 'nelliyampathy']::text[]),
('silent-valley', 'palakkad', 'place', NULL, 'Silent Valley', 'സൈലന്റ് വാലി', 'साइलेंट वैली', 'الوادي الصامت', ARRAY['Mukkali']::text[], ARRAY['india', 'kerala', 'palakkad', 'silent-valley']::text[]),
('nilambur', 'malappuram', 'place', NULL, 'Nilambur', 'നിലമ്പൂർ', 'नीलांबुर', 'نيلامبور', ARRAY[]::text[], ARRAY['india', 'kerala', 'malappuram', 'nilambur']::text[]),
('kappad', 'kozhikode', 'place', NULL, 'Kappad', 'കാപ്പാട്', 'कप्पड़', 'كاباد', ARRAY[]::text[], ARRAY['india', 'kerala', 'kozhikode', 'kappad']::text[]),
('vythiri', 'wayanad', 'place', NULL, 'Vythiri', 'വൈത്തിരി', 'वैथिरी', 'فايثيري', ARRAY['Pookode']::text[], ARRAY['india', 'kerala', 'wayanad', 'vythiri']::text[]),
('chembra-peak', 'wayanad', 'place', NULL, 'Chembra Peak', 'ചെമ്പ്ര മല', 'चेम्ब्रा पीक', 'قمة تشيمبرا', ARRAY['Meppadi', 'Chembra']::text[], ARRAY['india', 'kerala', 'wayanad', 'chembra-peak']::text[]),
('muzhappilangad', 'kannur', 'place', NULL, 'Muzhappilangad', 'മുഴപ്പിലങ്ങാട്', 'मुझप्पिलंगाड', 'موزابيلانغاد', ARRAY[]::text[], ARRAY['india', 'kerala', 'kannur', 'muzhappilangad']::text[]),
('bekal', 'kasaragod', 'place', NULL, 'Bekal', 'ബേക്കൽ', 'बेकल', 'بيكال', ARRAY[]::text[], ARRAY['india', 'kerala', 'kasaragod', 'bekal']::text[]),
('coorg', 'karnataka', 'place', NULL, 'Coorg', 'കൂർഗ്', 'कूर्ग', 'كورغ', ARRAY['Kodagu', 'Madikeri']::text[], ARRAY['india', 'karnataka', 'coorg']::text[]),
('mysuru', 'karnataka', 'place', NULL, 'Mysuru', 'മൈസൂരു', 'मैसूरु', 'ميسور', ARRAY['Mysore']::text[], ARRAY['india', 'karnataka', 'mysuru']::text[]),
('ooty', 'tamil-nadu', 'place', NULL, 'Ooty', 'ഊട്ടി', 'ऊटी', 'أوتي', ARRAY['Udhagamandalam']::text[], ARRAY['india', 'tamil-nadu', 'ooty']::text[]),
('kanyakumari', 'tamil-nadu', 'place', NULL, 'Kanyakumari', 'കന്യാകുമാരി', 'कन्याकुमारी', 'كانياكوماري', ARRAY[]::text[], ARRAY['india', 'tamil-nadu', 'kanyakumari']::text[]),
('jaipur', 'rajasthan', 'place', NULL, 'Jaipur', 'ജയ്പൂർ', 'जयपुर', 'جايبور', ARRAY[]::text[], ARRAY['india', 'rajasthan', 'jaipur']::text[]),
('jaisalmer', 'rajasthan', 'place', NULL, 'Jaisalmer', 'ജയ്സാൽമീർ', 'जैसलमेर', 'جيسالمير', ARRAY[]::text[], ARRAY['india', 'rajasthan', 'jaisalmer']::text[]),
('udaipur', 'rajasthan', 'place', NULL, 'Udaipur', 'ഉദയ്പൂർ', 'उदयपुर', 'أودايبور', ARRAY[]::text[], ARRAY['india', 'rajasthan', 'udaipur']::text[]),
('agatti', 'lakshadweep', 'place', NULL, 'Agatti', 'അഗത്തി', 'अगत्ती', 'أغاتي', ARRAY['Agathi']::text[], ARRAY['india', 'lakshadweep', 'agatti']::text[]);
--> statement-breakpoint
-- A package's derived links, from its destination text and district: each place whose English name
-- or alias is a whole word of the destinations or main places, less any that is an ancestor of
-- another (Munnar, not Munnar and Idukki); when the text names none, the package's Kerala district. Packages someone
-- linked by hand (a link with derived = false) are not touched. One definition for the migration of
-- today's packages and for every later write, by whatever path (admin, partner, import, demo seed).
CREATE FUNCTION derive_package_places(ids text[]) RETURNS void LANGUAGE sql AS $$
	DELETE FROM package_places pp WHERE pp.package_id = ANY(ids) AND pp.derived;
	WITH pk AS (
		SELECT p.id, p.district,
			' ' || regexp_replace(lower(p.destinations || ' ' || array_to_string(p.main_places, ' ')), '[^a-z0-9]+', ' ', 'g') || ' ' AS words
		FROM packages p
		WHERE p.id = ANY(ids) AND NOT EXISTS (SELECT 1 FROM package_places c WHERE c.package_id = p.id AND NOT c.derived)
	), needles AS (
		SELECT pl.slug, pl.ancestors, ' ' || trim(regexp_replace(lower(n.name), '[^a-z0-9]+', ' ', 'g')) || ' ' AS needle
		FROM places pl CROSS JOIN LATERAL unnest(array_prepend(pl.name_en, pl.aliases)) AS n(name)
	), by_text AS (
		SELECT DISTINCT pk.id, nd.slug, nd.ancestors FROM pk JOIN needles nd ON position(nd.needle IN pk.words) > 0
	), named AS (
		SELECT * FROM by_text
		UNION ALL
		SELECT pk.id, pl.slug, pl.ancestors FROM pk JOIN places pl ON pl.slug = pk.district
		WHERE NOT EXISTS (SELECT 1 FROM by_text t WHERE t.id = pk.id)
	)
	INSERT INTO package_places (package_id, place_slug, derived)
	SELECT n.id, n.slug, true FROM named n
	WHERE NOT EXISTS (SELECT 1 FROM named m WHERE m.id = n.id AND m.slug <> n.slug AND n.slug = ANY(m.ancestors))
	ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
CREATE FUNCTION packages_derive_places() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM derive_package_places(ARRAY(SELECT id FROM new_rows));
	ELSE
		PERFORM derive_package_places(ARRAY(
			SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
			WHERE (n.district, n.destinations, n.main_places) IS DISTINCT FROM (o.district, o.destinations, o.main_places)
		));
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER packages_derive_places_on_insert AFTER INSERT ON "packages" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION packages_derive_places();
--> statement-breakpoint
CREATE TRIGGER packages_derive_places_on_update AFTER UPDATE ON "packages" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION packages_derive_places();
--> statement-breakpoint
SELECT derive_package_places(ARRAY(SELECT id FROM packages));
--> statement-breakpoint
CREATE TRIGGER places_bumps_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "places" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER package_places_bumps_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "package_places" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
