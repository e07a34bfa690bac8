import { US_STATES, type UsStateCode } from './addressValues';

/** The abbreviations US newspapers and mail lists use beside the postal codes. */
const US_ABBREVIATIONS: Partial<Record<UsStateCode, readonly string[]>> = {
  AL: ['Ala.'], AZ: ['Ariz.'], AR: ['Ark.'], CA: ['Calif.', 'Cal.'], CO: ['Colo.'], CT: ['Conn.'], DE: ['Del.'], DC: ['D.C.', 'Washington D.C.'],
  FL: ['Fla.'], GA: ['Ga.'], IL: ['Ill.'], IN: ['Ind.'], KS: ['Kan.', 'Kans.'], KY: ['Ky.'], LA: ['La.'], MD: ['Md.'], MA: ['Mass.'],
  MI: ['Mich.'], MN: ['Minn.'], MS: ['Miss.'], MO: ['Mo.'], MT: ['Mont.'], NE: ['Neb.', 'Nebr.'], NV: ['Nev.'], NH: ['N.H.'], NJ: ['N.J.'],
  NM: ['N.M.', 'N.Mex.'], NY: ['N.Y.'], NC: ['N.C.'], ND: ['N.D.', 'N.Dak.'], OK: ['Okla.'], OR: ['Ore.', 'Oreg.'], PA: ['Pa.', 'Penn.', 'Penna.'],
  RI: ['R.I.'], SC: ['S.C.'], SD: ['S.D.', 'S.Dak.'], TN: ['Tenn.'], TX: ['Tex.'], VT: ['Vt.'], VA: ['Va.'], WA: ['Wash.'], WV: ['W.Va.'],
  WI: ['Wis.', 'Wisc.'], WY: ['Wyo.'],
};

/** Each state's name and abbreviations, so "Minnesota" and "Minn." read as MN. */
export const US_STATE_LABELS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  US_STATES.map(([code, name]) => [code, [name, ...(US_ABBREVIATIONS[code] ?? [])]]),
);

const CANADIAN_PROVINCES = [
  ['AB', 'Alberta', 'Alta.'], ['BC', 'British Columbia', 'B.C.'], ['MB', 'Manitoba', 'Man.'], ['NB', 'New Brunswick', 'N.B.'],
  ['NL', 'Newfoundland and Labrador', 'Nfld.'], ['NS', 'Nova Scotia', 'N.S.'], ['NT', 'Northwest Territories', 'N.W.T.'], ['NU', 'Nunavut', 'Nvt.'],
  ['ON', 'Ontario', 'Ont.'], ['PE', 'Prince Edward Island', 'P.E.I.'], ['QC', 'Quebec', 'Que.'], ['SK', 'Saskatchewan', 'Sask.'], ['YT', 'Yukon', 'Y.T.'],
] as const;

const key = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]/g, '');

/** The Canadian province a cell names ("Ontario", "Ont.", "Québec"), with its code; PE or ON alone are read as provinces too. */
export function canadianProvinceOf(cell: string): { code: string; name: string } | undefined {
  const wanted = key(cell);
  const found = CANADIAN_PROVINCES.find((province) => province.some((word) => key(word) === wanted));
  return found && { code: found[0], name: found[1] };
}
