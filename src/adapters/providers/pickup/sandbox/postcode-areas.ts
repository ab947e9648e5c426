/**
 * The UK's geographic postcode areas (Royal Mail), with the post town that names each and its
 * county. `place` is the GeoNames place (uk-places.data.ts) that locates the area when it is not
 * the post town's own name: London's areas by a district in each, Hull and Enfield by GeoNames'
 * names. Guernsey, Jersey and the Isle of Man are included: their postcodes are part of the system.
 */
export interface PostcodeArea {
  code: string;
  postTown: string;
  county: string;
  place?: string;
}

const area = (code: string, postTown: string, county: string, place?: string): PostcodeArea =>
  place === undefined ? { code, postTown, county } : { code, postTown, county, place };

export const LONDON_AREAS: ReadonlySet<string> = new Set(['E', 'EC', 'N', 'NW', 'SE', 'SW', 'W', 'WC']);

export const POSTCODE_AREAS: readonly PostcodeArea[] = [
  area('AB', 'Aberdeen', 'Aberdeenshire'), area('AL', 'St Albans', 'Hertfordshire'), area('B', 'Birmingham', 'West Midlands'),
  area('BA', 'Bath', 'Somerset'), area('BB', 'Blackburn', 'Lancashire'), area('BD', 'Bradford', 'West Yorkshire'),
  area('BH', 'Bournemouth', 'Dorset'), area('BL', 'Bolton', 'Greater Manchester'), area('BN', 'Brighton', 'East Sussex'),
  area('BR', 'Bromley', 'Greater London'), area('BS', 'Bristol', 'Bristol'), area('BT', 'Belfast', 'County Antrim'),
  area('CA', 'Carlisle', 'Cumbria'), area('CB', 'Cambridge', 'Cambridgeshire'), area('CF', 'Cardiff', 'South Glamorgan'),
  area('CH', 'Chester', 'Cheshire'), area('CM', 'Chelmsford', 'Essex'), area('CO', 'Colchester', 'Essex'),
  area('CR', 'Croydon', 'Greater London'), area('CT', 'Canterbury', 'Kent'), area('CV', 'Coventry', 'West Midlands'),
  area('CW', 'Crewe', 'Cheshire'), area('DA', 'Dartford', 'Kent'), area('DD', 'Dundee', 'Angus'),
  area('DE', 'Derby', 'Derbyshire'), area('DG', 'Dumfries', 'Dumfriesshire'), area('DH', 'Durham', 'County Durham'),
  area('DL', 'Darlington', 'County Durham'), area('DN', 'Doncaster', 'South Yorkshire'), area('DT', 'Dorchester', 'Dorset'),
  area('DY', 'Dudley', 'West Midlands'), area('E', 'London', 'Greater London', 'Bethnal Green'),
  area('EC', 'London', 'Greater London', 'City of London'), area('EH', 'Edinburgh', 'Midlothian'),
  area('EN', 'Enfield', 'Greater London', 'Enfield Town'), area('EX', 'Exeter', 'Devon'), area('FK', 'Falkirk', 'Stirlingshire'),
  area('FY', 'Blackpool', 'Lancashire'), area('G', 'Glasgow', 'Lanarkshire'), area('GL', 'Gloucester', 'Gloucestershire'),
  area('GU', 'Guildford', 'Surrey'), area('GY', 'Guernsey', 'Guernsey', 'Saint Peter Port'), area('HA', 'Harrow', 'Greater London'),
  area('HD', 'Huddersfield', 'West Yorkshire'), area('HG', 'Harrogate', 'North Yorkshire'), area('HP', 'Hemel Hempstead', 'Hertfordshire'),
  area('HR', 'Hereford', 'Herefordshire'), area('HS', 'Isle of Lewis', 'Outer Hebrides', 'Stornoway'),
  area('HU', 'Hull', 'East Yorkshire', 'Kingston upon Hull'), area('HX', 'Halifax', 'West Yorkshire'), area('IG', 'Ilford', 'Greater London'),
  area('IM', 'Isle of Man', 'Isle of Man', 'Douglas'), area('IP', 'Ipswich', 'Suffolk'), area('IV', 'Inverness', 'Inverness-shire'),
  area('JE', 'Jersey', 'Jersey', 'Saint Helier'), area('KA', 'Kilmarnock', 'Ayrshire'), area('KT', 'Kingston upon Thames', 'Surrey'),
  area('KW', 'Kirkwall', 'Orkney'), area('KY', 'Kirkcaldy', 'Fife'), area('L', 'Liverpool', 'Merseyside'),
  area('LA', 'Lancaster', 'Lancashire'), area('LD', 'Llandrindod Wells', 'Powys'), area('LE', 'Leicester', 'Leicestershire'),
  area('LL', 'Llandudno', 'Conwy'), area('LN', 'Lincoln', 'Lincolnshire'), area('LS', 'Leeds', 'West Yorkshire'),
  area('LU', 'Luton', 'Bedfordshire'), area('M', 'Manchester', 'Greater Manchester'), area('ME', 'Rochester', 'Kent'),
  area('MK', 'Milton Keynes', 'Buckinghamshire'), area('ML', 'Motherwell', 'Lanarkshire'), area('N', 'London', 'Greater London', 'Holloway'),
  area('NE', 'Newcastle upon Tyne', 'Tyne and Wear'), area('NG', 'Nottingham', 'Nottinghamshire'), area('NN', 'Northampton', 'Northamptonshire'),
  area('NP', 'Newport', 'Gwent'), area('NR', 'Norwich', 'Norfolk'), area('NW', 'London', 'Greater London', 'Camden Town'),
  area('OL', 'Oldham', 'Greater Manchester'), area('OX', 'Oxford', 'Oxfordshire'), area('PA', 'Paisley', 'Renfrewshire'),
  area('PE', 'Peterborough', 'Cambridgeshire'), area('PH', 'Perth', 'Perthshire'), area('PL', 'Plymouth', 'Devon'),
  area('PO', 'Portsmouth', 'Hampshire'), area('PR', 'Preston', 'Lancashire'), area('RG', 'Reading', 'Berkshire'),
  area('RH', 'Redhill', 'Surrey'), area('RM', 'Romford', 'Greater London'), area('S', 'Sheffield', 'South Yorkshire'),
  area('SA', 'Swansea', 'West Glamorgan'), area('SE', 'London', 'Greater London', 'Peckham'), area('SG', 'Stevenage', 'Hertfordshire'),
  area('SK', 'Stockport', 'Cheshire'), area('SL', 'Slough', 'Berkshire'), area('SM', 'Sutton', 'Surrey'),
  area('SN', 'Swindon', 'Wiltshire'), area('SO', 'Southampton', 'Hampshire'), area('SP', 'Salisbury', 'Wiltshire'),
  area('SR', 'Sunderland', 'Tyne and Wear'), area('SS', 'Southend-on-Sea', 'Essex'), area('ST', 'Stoke-on-Trent', 'Staffordshire'),
  area('SW', 'London', 'Greater London', 'Battersea'), area('SY', 'Shrewsbury', 'Shropshire'), area('TA', 'Taunton', 'Somerset'),
  area('TD', 'Galashiels', 'Selkirkshire'), area('TF', 'Telford', 'Shropshire'), area('TN', 'Tonbridge', 'Kent'),
  area('TQ', 'Torquay', 'Devon'), area('TR', 'Truro', 'Cornwall'), area('TS', 'Middlesbrough', 'Cleveland'),
  area('TW', 'Twickenham', 'Middlesex'), area('UB', 'Southall', 'Middlesex'), area('W', 'London', 'Greater London', 'Bayswater'),
  area('WA', 'Warrington', 'Cheshire'), area('WC', 'London', 'Greater London', 'West End of London'), area('WD', 'Watford', 'Hertfordshire'),
  area('WF', 'Wakefield', 'West Yorkshire'), area('WN', 'Wigan', 'Greater Manchester'), area('WR', 'Worcester', 'Worcestershire'),
  area('WS', 'Walsall', 'West Midlands'), area('WV', 'Wolverhampton', 'West Midlands'), area('YO', 'York', 'North Yorkshire'),
  area('ZE', 'Shetland', 'Shetland', 'Lerwick'),
];

/** Scottish areas: Scottish places are placed only in these (and English and Welsh places never are). */
export const SCOTTISH_AREAS: ReadonlySet<string> = new Set(['AB', 'DD', 'DG', 'EH', 'FK', 'G', 'HS', 'IV', 'KA', 'KW', 'KY', 'ML', 'PA', 'PH', 'TD', 'ZE']);
