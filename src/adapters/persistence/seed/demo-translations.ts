/**
 * The demo catalog's words in the shop's other languages, so every regional site shows its
 * categories and products in its own language (ADR 0055). Each entry lists the words in
 * DEMO_LANGUAGES order: German, French, Dutch, Spanish, Swedish, Danish, Polish.
 */
const DEMO_LANGUAGES = ['de', 'fr', 'nl', 'es', 'sv', 'da', 'pl'] as const;
type DemoLanguage = (typeof DEMO_LANGUAGES)[number];
type Words = readonly [de: string, fr: string, nl: string, es: string, sv: string, da: string, pl: string];

const wordIn = (words: Words, language: DemoLanguage): string => words[DEMO_LANGUAGES.indexOf(language)]!;

const CATEGORY_NAMES: Readonly<Record<string, Words>> = {
  'dresses': ['Kleider', 'Robes', 'Jurken', 'Vestidos', 'Klänningar', 'Kjoler', 'Sukienki'],
  'tops': ['Oberteile', 'Hauts', 'Tops', 'Tops', 'Toppar', 'Toppe', 'Topy'],
  'jeans': ['Jeans', 'Jeans', 'Jeans', 'Vaqueros', 'Jeans', 'Jeans', 'Jeansy'],
  'trousers': ['Hosen', 'Pantalons', 'Broeken', 'Pantalones', 'Byxor', 'Bukser', 'Spodnie'],
  'skirts': ['Röcke', 'Jupes', 'Rokken', 'Faldas', 'Kjolar', 'Nederdele', 'Spódnice'],
  'coats-jackets': ['Mäntel & Jacken', 'Manteaux & vestes', 'Jassen', 'Abrigos y chaquetas', 'Kappor & jackor', 'Frakker & jakker', 'Płaszcze i kurtki'],
  'knitwear': ['Strick', 'Maille', 'Breigoed', 'Punto', 'Stickat', 'Strik', 'Swetry'],
  'nightwear': ['Nachtwäsche', 'Vêtements de nuit', 'Nachtkleding', 'Ropa de dormir', 'Nattkläder', 'Nattøj', 'Bielizna nocna'],
  'lingerie': ['Dessous', 'Lingerie', 'Lingerie', 'Lencería', 'Underkläder', 'Lingeri', 'Bielizna'],
  'shoes': ['Schuhe', 'Chaussures', 'Schoenen', 'Zapatos', 'Skor', 'Sko', 'Buty'],
  'gift-vouchers': ['Geschenkgutscheine', 'Cartes cadeaux', 'Cadeaubonnen', 'Tarjetas regalo', 'Presentkort', 'Gavekort', 'Karty podarunkowe'],
};

/** A colour as the name says it after the garment: "Wickelkleid in Schwarz", "Sukienka w kolorze czarnym". */
const COLOUR_PHRASES: Readonly<Record<string, Words>> = {
  Black: ['in Schwarz', 'noir', 'in zwart', 'en negro', 'i svart', 'i sort', 'w kolorze czarnym'],
  White: ['in Weiß', 'blanc', 'in wit', 'en blanco', 'i vitt', 'i hvid', 'w kolorze białym'],
  Navy: ['in Marine', 'bleu marine', 'in marineblauw', 'en azul marino', 'i marinblått', 'i marineblå', 'w kolorze granatowym'],
  Blue: ['in Blau', 'bleu', 'in blauw', 'en azul', 'i blått', 'i blå', 'w kolorze niebieskim'],
  Green: ['in Grün', 'vert', 'in groen', 'en verde', 'i grönt', 'i grøn', 'w kolorze zielonym'],
  Khaki: ['in Khaki', 'kaki', 'in kaki', 'en caqui', 'i khaki', 'i khaki', 'w kolorze khaki'],
  Red: ['in Rot', 'rouge', 'in rood', 'en rojo', 'i rött', 'i rød', 'w kolorze czerwonym'],
  Pink: ['in Rosa', 'rose', 'in roze', 'en rosa', 'i rosa', 'i lyserød', 'w kolorze różowym'],
  Purple: ['in Lila', 'violet', 'in paars', 'en morado', 'i lila', 'i lilla', 'w kolorze fioletowym'],
  Grey: ['in Grau', 'gris', 'in grijs', 'en gris', 'i grått', 'i grå', 'w kolorze szarym'],
  Beige: ['in Beige', 'beige', 'in beige', 'en beige', 'i beige', 'i beige', 'w kolorze beżowym'],
  Multi: ['in Bunt', 'multicolore', 'in meerkleurig', 'multicolor', 'i flerfärgat', 'i flerfarvet', 'w wielu kolorach'],
};

/** French puts the colour after the garment without a preposition: "Robe portefeuille noir" reads as "(coloris) noir". */
const FRENCH_COLOUR_PREFIX = 'coloris';

const GARMENT_NAMES: Readonly<Record<string, Words>> = {
  'Wrap Dress': ['Wickelkleid', 'Robe portefeuille', 'Wikkeljurk', 'Vestido cruzado', 'Omlottklänning', 'Slå-om-kjole', 'Sukienka kopertowa'],
  'Midi Dress': ['Midikleid', 'Robe midi', 'Midi-jurk', 'Vestido midi', 'Midiklänning', 'Midikjole', 'Sukienka midi'],
  'Maxi Dress': ['Maxikleid', 'Robe longue', 'Maxi-jurk', 'Vestido largo', 'Maxiklänning', 'Maxikjole', 'Sukienka maxi'],
  'Skater Dress': ['Skaterkleid', 'Robe patineuse', 'Skaterjurk', 'Vestido skater', 'Skaterklänning', 'Skaterkjole', 'Sukienka rozkloszowana'],
  'Shift Dress': ['Etuikleid', 'Robe droite', 'Rechte jurk', 'Vestido recto', 'Rak klänning', 'Lige kjole', 'Sukienka prosta'],
  'Tea Dress': ['Teekleid', 'Robe fleurie', 'Theejurk', 'Vestido de té', 'Teklänning', 'Tekjole', 'Sukienka herbaciana'],
  'Shirt Dress': ['Hemdblusenkleid', 'Robe chemise', 'Blousejurk', 'Vestido camisero', 'Skjortklänning', 'Skjortekjole', 'Sukienka koszulowa'],
  'Bodycon Dress': ['Figurbetontes Kleid', 'Robe moulante', 'Bodycon-jurk', 'Vestido ceñido', 'Figurnära klänning', 'Figursyet kjole', 'Sukienka dopasowana'],
  'Smock Dress': ['Hängerkleid', 'Robe smockée', 'Smockjurk', 'Vestido fruncido', 'Smockklänning', 'Smockkjole', 'Sukienka marszczona'],
  'Tunic Dress': ['Tunikakleid', 'Robe tunique', 'Tuniekjurk', 'Vestido túnica', 'Tunikaklänning', 'Tunikakjole', 'Sukienka tunika'],
  'Blouse': ['Bluse', 'Blouse', 'Blouse', 'Blusa', 'Blus', 'Bluse', 'Bluzka'],
  'Tunic Top': ['Tunika', 'Tunique', 'Tuniek', 'Túnica', 'Tunika', 'Tunika', 'Tunika'],
  'T-Shirt': ['T-Shirt', 'T-shirt', 'T-shirt', 'Camiseta', 'T-shirt', 'T-shirt', 'T-shirt'],
  'Cami Top': ['Trägertop', 'Caraco', 'Hemdtopje', 'Top de tirantes', 'Linne', 'Top med stropper', 'Top na ramiączkach'],
  'Wrap Top': ['Wickeloberteil', 'Haut portefeuille', 'Overslagtop', 'Top cruzado', 'Omlottopp', 'Slå-om-top', 'Top kopertowy'],
  'Peplum Top': ['Schößchentop', 'Haut à basque', 'Peplumtop', 'Top peplum', 'Peplumtopp', 'Peplumtop', 'Top z baskinką'],
  'Shirt': ['Hemd', 'Chemise', 'Overhemd', 'Camisa', 'Skjorta', 'Skjorte', 'Koszula'],
  'Vest Top': ['Tanktop', 'Débardeur', 'Singlet', 'Camiseta sin mangas', 'Linne', 'Tanktop', 'Koszulka bez rękawów'],
  'Swing Top': ['Ausgestelltes Top', 'Haut évasé', 'Wijde top', 'Top evasé', 'Utsvängd topp', 'A-formet top', 'Top rozkloszowany'],
  'Skinny Jeans': ['Skinny-Jeans', 'Jean skinny', 'Skinny jeans', 'Vaqueros pitillo', 'Skinny jeans', 'Skinny jeans', 'Jeansy skinny'],
  'Straight Leg Jeans': ['Jeans mit geradem Bein', 'Jean droit', 'Rechte jeans', 'Vaqueros rectos', 'Raka jeans', 'Lige jeans', 'Jeansy proste'],
  'Bootcut Jeans': ['Bootcut-Jeans', 'Jean bootcut', 'Bootcut jeans', 'Vaqueros bootcut', 'Bootcut jeans', 'Bootcut jeans', 'Jeansy bootcut'],
  'Mom Jeans': ['Mom-Jeans', 'Jean mom', 'Mom jeans', 'Vaqueros mom', 'Mom jeans', 'Mom jeans', 'Jeansy mom'],
  'Wide Leg Jeans': ['Jeans mit weitem Bein', 'Jean large', 'Wijde jeans', 'Vaqueros anchos', 'Vida jeans', 'Vide jeans', 'Jeansy szerokie'],
  'Jeggings': ['Jeggings', 'Jegging', 'Jeggings', 'Jeggings', 'Jeggings', 'Jeggings', 'Jegginsy'],
  'Boyfriend Jeans': ['Boyfriend-Jeans', 'Jean boyfriend', 'Boyfriend jeans', 'Vaqueros boyfriend', 'Boyfriend jeans', 'Boyfriend jeans', 'Jeansy boyfriend'],
  'Flared Jeans': ['Schlagjeans', 'Jean évasé', 'Flared jeans', 'Vaqueros acampanados', 'Utsvängda jeans', 'Jeans med svaj', 'Jeansy dzwony'],
  'Wide Leg Trousers': ['Weite Hose', 'Pantalon large', 'Wijde broek', 'Pantalón ancho', 'Vida byxor', 'Vide bukser', 'Szerokie spodnie'],
  'Tapered Trousers': ['Karottenhose', 'Pantalon fuselé', 'Taps toelopende broek', 'Pantalón tobillero', 'Avsmalnande byxor', 'Smalle bukser', 'Zwężane spodnie'],
  'Joggers': ['Jogginghose', 'Jogging', 'Joggingbroek', 'Pantalón jogger', 'Mjukisbyxor', 'Joggingbukser', 'Joggery'],
  'Cargo Trousers': ['Cargohose', 'Pantalon cargo', 'Cargobroek', 'Pantalón cargo', 'Cargobyxor', 'Cargobukser', 'Spodnie bojówki'],
  'Palazzo Trousers': ['Palazzohose', 'Pantalon palazzo', 'Palazzobroek', 'Pantalón palazzo', 'Palazzobyxor', 'Palazzobukser', 'Spodnie palazzo'],
  'Culottes': ['Culotte', 'Jupe-culotte', 'Culotte', 'Culotte', 'Culottes', 'Culottes', 'Kuloty'],
  'Leggings': ['Leggings', 'Legging', 'Legging', 'Leggings', 'Leggings', 'Leggings', 'Legginsy'],
  'Cigarette Trousers': ['Zigarettenhose', 'Pantalon cigarette', 'Sigarettenbroek', 'Pantalón pitillo', 'Cigarettbyxor', 'Cigaretbukser', 'Spodnie cygaretki'],
  'Midi Skirt': ['Midirock', 'Jupe midi', 'Midirok', 'Falda midi', 'Midikjol', 'Midinederdel', 'Spódnica midi'],
  'Pleated Skirt': ['Plisseerock', 'Jupe plissée', 'Plissérok', 'Falda plisada', 'Plisserad kjol', 'Plisseret nederdel', 'Spódnica plisowana'],
  'Maxi Skirt': ['Maxirock', 'Jupe longue', 'Maxirok', 'Falda larga', 'Maxikjol', 'Maxinederdel', 'Spódnica maxi'],
  'Pencil Skirt': ['Bleistiftrock', 'Jupe crayon', 'Kokerrok', 'Falda lápiz', 'Pennkjol', 'Pencil-nederdel', 'Spódnica ołówkowa'],
  'A-Line Skirt': ['A-Linien-Rock', 'Jupe trapèze', 'A-lijn rok', 'Falda evasé', 'A-linjeformad kjol', 'A-formet nederdel', 'Spódnica trapezowa'],
  'Tiered Skirt': ['Stufenrock', 'Jupe à volants', 'Gelaagde rok', 'Falda de volantes', 'Volangkjol', 'Lagdelt nederdel', 'Spódnica z falbanami'],
  'Mini Skirt': ['Minirock', 'Minijupe', 'Minirok', 'Minifalda', 'Minikjol', 'Mininederdel', 'Spódnica mini'],
  'Puffer Jacket': ['Steppjacke', 'Doudoune', 'Pufferjas', 'Chaqueta acolchada', 'Pufferjacka', 'Dynejakke', 'Kurtka puchowa'],
  'Trench Coat': ['Trenchcoat', 'Trench', 'Trenchcoat', 'Gabardina', 'Trenchcoat', 'Trenchcoat', 'Trencz'],
  'Denim Jacket': ['Jeansjacke', 'Veste en jean', 'Spijkerjas', 'Chaqueta vaquera', 'Jeansjacka', 'Denimjakke', 'Kurtka jeansowa'],
  'Parka': ['Parka', 'Parka', 'Parka', 'Parka', 'Parkas', 'Parka', 'Parka'],
  'Teddy Coat': ['Teddymantel', 'Manteau teddy', 'Teddyjas', 'Abrigo de borreguito', 'Teddykappa', 'Teddyfrakke', 'Płaszcz teddy'],
  'Blazer': ['Blazer', 'Blazer', 'Blazer', 'Blazer', 'Kavaj', 'Blazer', 'Marynarka'],
  'Formal Coat': ['Eleganter Mantel', 'Manteau habillé', 'Nette jas', 'Abrigo de vestir', 'Elegant kappa', 'Elegant frakke', 'Elegancki płaszcz'],
  'Shacket': ['Hemdjacke', 'Surchemise', 'Overshirt', 'Sobrecamisa', 'Skjortjacka', 'Skjortejakke', 'Koszula wierzchnia'],
  'Raincoat': ['Regenmantel', 'Imperméable', 'Regenjas', 'Chubasquero', 'Regnkappa', 'Regnfrakke', 'Płaszcz przeciwdeszczowy'],
  'Jumper': ['Pullover', 'Pull', 'Trui', 'Jersey', 'Tröja', 'Sweater', 'Sweter'],
  'Cardigan': ['Strickjacke', 'Cardigan', 'Vest', 'Cárdigan', 'Kofta', 'Cardigan', 'Kardigan'],
  'Roll Neck Jumper': ['Rollkragenpullover', 'Pull à col roulé', 'Coltrui', 'Jersey de cuello alto', 'Polotröja', 'Rullekravesweater', 'Golf'],
  'Knitted Tunic': ['Strick-Tunika', 'Tunique en maille', 'Gebreide tuniek', 'Túnica de punto', 'Stickad tunika', 'Strikket tunika', 'Dzianinowa tunika'],
  'Cable Knit Cardigan': ['Zopfstrickjacke', 'Cardigan torsadé', 'Kabelvest', 'Cárdigan de ochos', 'Kabelstickad kofta', 'Kabelstrikket cardigan', 'Kardigan w warkocze'],
  'Crew Neck Jumper': ['Pullover mit Rundhalsausschnitt', 'Pull col rond', 'Trui met ronde hals', 'Jersey de cuello redondo', 'Rundhalsad tröja', 'Sweater med rund hals', 'Sweter z okrągłym dekoltem'],
  'Longline Cardigan': ['Lange Strickjacke', 'Cardigan long', 'Lang vest', 'Cárdigan largo', 'Lång kofta', 'Lang cardigan', 'Długi kardigan'],
  'Knitted Poncho': ['Strickponcho', 'Poncho en maille', 'Gebreide poncho', 'Poncho de punto', 'Stickad poncho', 'Strikket poncho', 'Dzianinowe ponczo'],
  'Pyjama Set': ['Pyjama-Set', 'Ensemble pyjama', 'Pyjamaset', 'Conjunto de pijama', 'Pyjamasset', 'Pyjamassæt', 'Komplet piżamowy'],
  'Nightdress': ['Nachthemd', 'Chemise de nuit', 'Nachthemd', 'Camisón', 'Nattlinne', 'Natkjole', 'Koszula nocna'],
  'Dressing Gown': ['Morgenmantel', 'Robe de chambre', 'Badjas', 'Bata', 'Morgonrock', 'Morgenkåbe', 'Szlafrok'],
  'Lounge Set': ['Loungewear-Set', 'Ensemble détente', 'Loungeset', 'Conjunto de estar por casa', 'Mysset', 'Loungesæt', 'Komplet domowy'],
  'Sleep Shirt': ['Schlafshirt', 'Chemise de nuit longue', 'Slaapshirt', 'Camiseta de dormir', 'Sovskjorta', 'Sovetrøje', 'Koszulka do spania'],
  'Fleece Blanket Hoodie': ['Fleece-Deckenhoodie', 'Sweat plaid en polaire', 'Fleece deken-hoodie', 'Sudadera manta de forro polar', 'Fleecefilt med luva', 'Fleecetæppe med hætte', 'Bluza-koc z polaru'],
  'Full Briefs 3 Pack': ['Taillenslips im 3er-Pack', 'Lot de 3 culottes', 'Slips 3-pack', 'Pack de 3 bragas', 'Trosor 3-pack', 'Trusser 3-pak', 'Figi 3 szt.'],
  'Lace Body': ['Spitzenbody', 'Body en dentelle', 'Kanten body', 'Body de encaje', 'Spetsbody', 'Blondebody', 'Koronkowe body'],
  'Shapewear Slip': ['Formender Unterrock', 'Fond de robe gainant', 'Corrigerende onderjurk', 'Combinación moldeadora', 'Formande underklänning', 'Formende underkjole', 'Modelująca halka'],
  'Lace Trim Camisole': ['Hemdchen mit Spitzenbesatz', 'Caraco bordé de dentelle', 'Hemdje met kant', 'Camisola con ribete de encaje', 'Linne med spetskant', 'Camisole med blondekant', 'Koszulka z koronkowym wykończeniem'],
  'Bralette': ['Bralette', 'Brassière', 'Bralette', 'Bralette', 'Bralette', 'Bralette', 'Braletka'],
  'High Waist Briefs': ['Slip mit hoher Taille', 'Culotte taille haute', 'Slip met hoge taille', 'Braga de talle alto', 'Trosor med hög midja', 'Trusser med høj talje', 'Figi z wysokim stanem'],
  'Lace Chemise': ['Spitzenhemdchen', 'Nuisette en dentelle', 'Kanten nachthemdje', 'Camisón de encaje', 'Spetsnattlinne', 'Blondenatkjole', 'Koronkowa koszulka'],
  'Ankle Boots': ['Stiefeletten', 'Bottines', 'Enkellaarsjes', 'Botines', 'Ankelboots', 'Ankelstøvler', 'Botki'],
  'Ballet Pumps': ['Ballerinas', 'Ballerines', 'Ballerina’s', 'Bailarinas', 'Ballerinaskor', 'Ballerinasko', 'Baleriny'],
  'Trainers': ['Sneaker', 'Baskets', 'Sneakers', 'Zapatillas', 'Sneakers', 'Sneakers', 'Sneakersy'],
  'Sandals': ['Sandalen', 'Sandales', 'Sandalen', 'Sandalias', 'Sandaler', 'Sandaler', 'Sandały'],
  'Court Shoes': ['Pumps', 'Escarpins', 'Pumps', 'Zapatos de salón', 'Pumps', 'Pumps', 'Czółenka'],
  'Knee High Boots': ['Kniehohe Stiefel', 'Bottes hautes', 'Kniehoge laarzen', 'Botas altas', 'Knähöga stövlar', 'Knæhøje støvler', 'Kozaki do kolan'],
  'Loafers': ['Loafer', 'Mocassins', 'Loafers', 'Mocasines', 'Loafers', 'Loafers', 'Mokasyny'],
  'Wedge Sandals': ['Keilsandalen', 'Sandales compensées', 'Sleehaksandalen', 'Sandalias de cuña', 'Kilklackssandaler', 'Kilehælssandaler', 'Sandały na koturnie'],
  'Espadrilles': ['Espadrilles', 'Espadrilles', 'Espadrilles', 'Alpargatas', 'Espadriller', 'Espadriller', 'Espadryle'],
};

/** The short description of a demo product: its garment, colour and category. */
const DESCRIPTIONS: Readonly<Record<DemoLanguage, (garment: string, colour: string, category: string) => string>> = {
  de: (g, c, k) => `${g} ${c} aus unserer Kollektion ${k}: bequem geschnitten und leicht zu kombinieren.`,
  fr: (g, c, k) => `${g} ${c} de notre collection ${k} : une coupe confortable, facile à associer.`,
  nl: (g, c, k) => `${g} ${c} uit onze collectie ${k}: comfortabel gesneden en makkelijk te combineren.`,
  es: (g, c, k) => `${g} ${c} de nuestra colección ${k}: un corte cómodo y fácil de combinar.`,
  sv: (g, c, k) => `${g} ${c} ur vår kollektion ${k}: bekväm passform som är lätt att matcha.`,
  da: (g, c, k) => `${g} ${c} fra vores kollektion ${k}: en behagelig pasform, der er nem at kombinere.`,
  pl: (g, c, k) => `${g} ${c} z naszej kolekcji ${k}: wygodny krój, łatwy do łączenia.`,
};

const GIFT_CARD_NAMES: Readonly<Record<'e-gift-card' | 'gift-voucher', Words>> = {
  'e-gift-card': ['E-Geschenkkarte', 'Carte cadeau électronique', 'E-cadeaukaart', 'Tarjeta regalo electrónica', 'E-presentkort', 'E-gavekort', 'E-karta podarunkowa'],
  'gift-voucher': ['Geschenkgutschein', 'Bon cadeau', 'Cadeaubon', 'Vale regalo', 'Presentkort', 'Gavekort', 'Bon podarunkowy'],
};

const GIFT_CARD_DESCRIPTIONS: Readonly<Record<DemoLanguage, (brand: string) => string>> = {
  de: (b) => `Das perfekte Geschenk: ein Gutschein von ${b}, per E-Mail zugestellt. Wählen Sie ein Motiv und einen Betrag.`,
  fr: (b) => `Le cadeau idéal : une carte cadeau ${b}, envoyée par e-mail. Choisissez un motif et un montant.`,
  nl: (b) => `Het perfecte cadeau: een cadeaubon van ${b}, per e-mail bezorgd. Kies een ontwerp en een bedrag.`,
  es: (b) => `El regalo perfecto: una tarjeta regalo de ${b}, enviada por correo electrónico. Elige un diseño y un importe.`,
  sv: (b) => `Den perfekta presenten: ett presentkort från ${b}, skickat via e-post. Välj ett motiv och ett belopp.`,
  da: (b) => `Den perfekte gave: et gavekort fra ${b}, sendt på e-mail. Vælg et motiv og et beløb.`,
  pl: (b) => `Idealny prezent: karta podarunkowa ${b} wysyłana e-mailem. Wybierz wzór i kwotę.`,
};

interface DemoText {
  locale: DemoLanguage;
  name: string;
  description: string;
}

const colourPhraseIn = (colour: string, language: DemoLanguage): string => {
  const phrase = wordIn(COLOUR_PHRASES[colour]!, language);
  return language === 'fr' ? `${FRENCH_COLOUR_PREFIX} ${phrase}` : phrase;
};

/** An apparel product's name and description in every demo language, composed from its garment, colour and category. */
export function apparelTexts(garment: string, colour: string, categorySlug: string): DemoText[] {
  return DEMO_LANGUAGES.map((language) => {
    const garmentName = wordIn(GARMENT_NAMES[garment]!, language);
    const colourPhrase = colourPhraseIn(colour, language);
    return {
      locale: language,
      name: `${garmentName} ${colourPhrase}`,
      description: DESCRIPTIONS[language](garmentName, colourPhrase, wordIn(CATEGORY_NAMES[categorySlug]!, language)),
    };
  });
}

/** A gift voucher's name and description in every demo language. */
export function giftVoucherTexts(kind: 'e-gift-card' | 'gift-voucher', brandName: string): DemoText[] {
  return DEMO_LANGUAGES.map((language) => ({
    locale: language,
    name: `${brandName} ${wordIn(GIFT_CARD_NAMES[kind], language)}`,
    description: GIFT_CARD_DESCRIPTIONS[language](brandName),
  }));
}

/** A category's names in every demo language. */
export const categoryTexts = (slug: string): { locale: DemoLanguage; name: string }[] =>
  DEMO_LANGUAGES.map((language) => ({ locale: language, name: wordIn(CATEGORY_NAMES[slug]!, language) }));
