import type { PickupNetwork } from '../../../../domain/delivery/pickup-network.js';
import type { PickupPoint } from '../../../../ports/pickup-network.port.js';
import { NETWORK_STYLES } from './network-styles.js';
import { seededRandom, type SeededRandom } from './seeded-random.js';
import { LONDON_AREAS } from './postcode-areas.js';
import type { Coordinates, UkGazetteer, UkPlace } from './uk-gazetteer.js';

const STREETS = [
  'High Street', 'Station Road', 'Church Street', 'Victoria Road', 'Park Road', 'London Road', 'Market Street', 'King Street',
  'Queen Street', 'Mill Lane', 'North Road', 'Albert Road', 'New Road', 'Chapel Street', 'Bridge Street', 'West Street',
  'Manor Road', 'Green Lane', 'George Street', 'York Road', 'Castle Street', 'Springfield Road', 'The Parade', 'Broadway',
];
/** Letters Royal Mail uses in the unit of an inward code. */
const UNIT_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';
const EARTH_KM_PER_DEGREE = 111.32;

const inwardCode = (random: SeededRandom): string =>
  `${random.int(0, 9)}${random.pick([...UNIT_LETTERS])}${random.pick([...UNIT_LETTERS])}`;

function pointsPerTown(place: UkPlace, max: number, random: SeededRandom): number {
  const base = Math.round(Math.sqrt(place.population) / 110);
  return Math.max(1, Math.min(max, base + random.int(-1, 1)));
}

/**
 * A spot within the town (up to ~0.4 km from its centre in a village, ~7 km in London) and its
 * outward code: a town with a block of districts has them in rings, the central one innermost.
 */
function spotNear(place: UkPlace, random: SeededRandom): { latitude: number; longitude: number; outcode: string } {
  const radiusKm = 0.4 + Math.sqrt(place.population) / 400;
  const share = Math.sqrt(random.next());
  const angle = random.next() * 2 * Math.PI;
  const latitude = place.latitude + (radiusKm * share * Math.cos(angle)) / EARTH_KM_PER_DEGREE;
  const longitude = place.longitude + (radiusKm * share * Math.sin(angle)) / (EARTH_KM_PER_DEGREE * Math.cos((place.latitude * Math.PI) / 180));
  const outcode = place.outcodes[Math.min(place.outcodes.length - 1, Math.floor(share * place.outcodes.length))]!;
  return { latitude: Math.round(latitude * 1e6) / 1e6, longitude: Math.round(longitude * 1e6) / 1e6, outcode };
}

/**
 * London's places spread over several postcode areas: a point there takes the London area whose
 * centre is nearest and a district by its distance from that centre (SE1 innermost).
 */
function londonOutcode(spot: Coordinates, gazetteer: UkGazetteer): string {
  let best = { code: 'EC', km: Number.POSITIVE_INFINITY };
  for (const code of LONDON_AREAS) {
    const area = gazetteer.areas.get(code)!;
    const dx = (spot.longitude - area.longitude) * Math.cos((spot.latitude * Math.PI) / 180) * EARTH_KM_PER_DEGREE;
    const dy = (spot.latitude - area.latitude) * EARTH_KM_PER_DEGREE;
    const km = Math.hypot(dx, dy);
    if (km < best.km) best = { code, km };
  }
  return `${best.code}${1 + Math.min(19, Math.floor(best.km / 0.8))}`;
}

const countryCodeOf = (place: UkPlace): string => (['GG', 'JE', 'IM'].includes(place.nation) ? place.nation : 'GB');

/**
 * Every point of one network, the same on every start: the towns it covers (always those an
 * outward code search lands on, so every postcode of every area finds points), a few points per town by population, each with a street address, the town's outward
 * code and a made-up inward code, the network's kind of name, id and opening hours.
 */
export function sandboxPoints(network: PickupNetwork, gazetteer: UkGazetteer): PickupPoint[] {
  const style = NETWORK_STYLES[network];
  const counters = new Map<string, number>();
  const points: PickupPoint[] = [];
  gazetteer.places.forEach((place, index) => {
    const random = seededRandom(`${network}:${index}:${place.name}`);
    if (random.next() >= style.coverage && !gazetteer.locatesAnOutcode(place)) return;
    const count = pointsPerTown(place, style.maxPerTown, random);
    for (let k = 0; k < count; k++) {
      const street = random.pick(STREETS);
      const locality = place.postTown === place.name ? [] : [place.name];
      const { outcode: townOutcode, ...spot } = spotNear(place, random);
      const outcode = LONDON_AREAS.has(place.area.code) ? londonOutcode(spot, gazetteer) : townOutcode;
      points.push({
        network,
        id: style.id(points.length + 1, place, counters),
        name: style.name(random, place, street),
        addressLines: [`${random.int(1, 240)} ${street}`, ...locality],
        town: place.postTown,
        county: place.area.county,
        postcode: `${outcode} ${inwardCode(random)}`,
        countryCode: countryCodeOf(place),
        ...spot,
        openingHours: style.hours(random),
        distanceMetres: null,
        routingCode: style.routingCode(random, place),
      });
    }
  });
  return points;
}
