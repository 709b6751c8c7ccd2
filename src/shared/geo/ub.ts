/**
 * Ulaanbaatar's nine districts (дүүрэг) and their khoroos (хороо), shipped with the project: the
 * delivery map's background when no tile server is configured (BO_MAP_TILES) and the places
 * `ubmap_address` answers from. The outlines are deliberately simple boxes laid edge to edge where
 * the districts meet, good for telling the districts apart on a dispatcher's screen, not for
 * surveying; a khoroo's point is the centre of its cell in a grid over its district's box.
 */
export interface UbDistrict {
  /** 1..9, and a khoroo's `quarter_id` is id × 100 + its number. */
  id: number;
  name_mn: string;
  name_en: string;
  khoroos: number;
  /** [south, west, north, east] in degrees. */
  box: readonly [number, number, number, number];
}

export const UB_DISTRICT_DATA: readonly UbDistrict[] = [
  { id: 1, name_mn: 'Баганувур', name_en: 'Baganuur', khoroos: 5, box: [47.74, 108.30, 47.83, 108.45] },
  { id: 2, name_mn: 'Багахангай', name_en: 'Bagakhangai', khoroos: 2, box: [47.28, 107.38, 47.38, 107.52] },
  { id: 3, name_mn: 'Баянгол', name_en: 'Bayangol', khoroos: 34, box: [47.88, 106.84, 47.925, 106.90] },
  { id: 4, name_mn: 'Баянзүрх', name_en: 'Bayanzurkh', khoroos: 43, box: [47.88, 106.955, 47.99, 107.10] },
  { id: 5, name_mn: 'Налайх', name_en: 'Nalaikh', khoroos: 8, box: [47.72, 107.18, 47.82, 107.35] },
  { id: 6, name_mn: 'Сонгинохайрхан', name_en: 'Songinokhairkhan', khoroos: 43, box: [47.86, 106.70, 47.99, 106.84] },
  { id: 7, name_mn: 'Сүхбаатар', name_en: 'Sukhbaatar', khoroos: 20, box: [47.88, 106.90, 47.99, 106.955] },
  { id: 8, name_mn: 'Хан-Уул', name_en: 'Khan-Uul', khoroos: 25, box: [47.80, 106.84, 47.88, 107.00] },
  { id: 9, name_mn: 'Чингэлтэй', name_en: 'Chingeltei', khoroos: 24, box: [47.925, 106.84, 47.99, 106.90] },
];

/** §9: the map opens near the central district (Sükhbaatar Square). */
export const UB_CENTRE: readonly [number, number] = [47.9186, 106.9176];

export interface UbKhoroo { quarter_id: number; district: string; district_en: string; number: number; name_mn: string; name_en: string; lat: number; lng: number }

/** Khoroo n of a district: the centre of cell n of a grid laid over the district's box. */
function khorooCentre(d: UbDistrict, n: number): [number, number] {
  const [s, w, north, e] = d.box;
  const cols = Math.max(1, Math.round(Math.sqrt(d.khoroos * ((e - w) / (north - s)))));
  const rows = Math.ceil(d.khoroos / cols);
  const i = (n - 1) % (cols * rows);
  return [north - ((Math.floor(i / cols) + 0.5) * (north - s)) / rows, w + (((i % cols) + 0.5) * (e - w)) / cols];
}

export const UB_KHOROOS: readonly UbKhoroo[] = UB_DISTRICT_DATA.flatMap((d) => Array.from({ length: d.khoroos }, (_, k) => {
  const [lat, lng] = khorooCentre(d, k + 1);
  return { quarter_id: d.id * 100 + k + 1, district: d.name_mn, district_en: d.name_en, number: k + 1, name_mn: `${k + 1}-р хороо`, name_en: `Khoroo ${k + 1}`, lat, lng };
}));

const byName = new Map(UB_DISTRICT_DATA.map((d) => [d.name_mn, d]));
export const districtByName = (name: string | null | undefined): UbDistrict | undefined => (name ? byName.get(name) : undefined);
export const khorooById = (quarterId: number): UbKhoroo | undefined => UB_KHOROOS.find((k) => k.quarter_id === quarterId);

/**
 * Where an order's address sits on the map: its khoroo's point (a number past the district's
 * count wraps onto its grid), spread by the order's id so a khoroo's orders do not pile on one
 * pixel; the district's centre for an unknown khoroo, the city's for an unknown district.
 */
export function pointOf(district: string | null, khoroo: number | null, id: number): [number, number] {
  const d = districtByName(district);
  if (!d) return spread(UB_CENTRE, id, 0.01);
  const [s, w, north, e] = d.box;
  if (!khoroo || khoroo < 1) return spread([(s + north) / 2, (w + e) / 2], id, (north - s) / 4);
  const cols = Math.max(1, Math.round(Math.sqrt(d.khoroos * ((e - w) / (north - s)))));
  const cell = (north - s) / Math.ceil(d.khoroos / cols);
  return spread(khorooCentre(d, khoroo), id, cell * 0.4);
}

/** A point moved by up to `r` degrees in a direction and distance drawn from the id (the same every time). */
function spread([lat, lng]: readonly [number, number], id: number, r: number): [number, number] {
  let h = Math.imul(id ^ 0x9e3779b9, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  const a = ((h >>> 0) % 3600) / 3600 * 2 * Math.PI;
  const d = (((h >>> 12) % 1000) / 1000) * r;
  return [Math.round((lat + d * Math.sin(a)) * 1e6) / 1e6, Math.round((lng + d * Math.cos(a) * 1.5) * 1e6) / 1e6];
}

/** The district outlines as GeoJSON, for the map's plain background. */
export function districtOutlines() {
  return {
    type: 'FeatureCollection' as const,
    features: UB_DISTRICT_DATA.map((d) => {
      const [s, w, n, e] = d.box;
      return {
        type: 'Feature' as const,
        properties: { id: d.id, name_mn: d.name_mn, name_en: d.name_en },
        geometry: { type: 'Polygon' as const, coordinates: [[[w, s], [e, s], [e, n], [w, n], [w, s]]] },
      };
    }),
  };
}
