/** Result of the hand-over point (location picker) widget (spec section 3). */
export interface HandOverPointResult {
  facilityId: string;
  facilityName: string;
  address: string;
  city: string;
  county: string;
  postCode: string;
  countryCode: string;
}

/** The fields a hand-over point selection saves (spec section 3). */
export interface HandOverPointSavedFields {
  FacilityID: string;
  FacilityName: string;
  CompanyName: string;
  AddressLine1: string;
  AddressLine2: null;
  AddressLine3: null;
  Town: string;
  County: string;
  Postcode: string;
  CountryCode: string;
}

/** The facility's name doubles as the company name: the widget gives no separate one. */
export function handOverPointSavedFields(result: HandOverPointResult): HandOverPointSavedFields {
  return {
    FacilityID: result.facilityId,
    FacilityName: result.facilityName,
    CompanyName: result.facilityName,
    AddressLine1: result.address,
    AddressLine2: null,
    AddressLine3: null,
    Town: result.city,
    County: result.county,
    Postcode: result.postCode,
    CountryCode: result.countryCode,
  };
}
