/** The System settings screens (src/web/screens/system, and the resource kit's screens of the `system` area). */
export default {
  /** Field labels of the System settings' plain resources (`i18n.fields` of their declarations). */
  fields: {
    name: 'Name',
    code: 'Code',
    name_en: 'Name (English)',
    name_mn: 'Name (Mongolian)',
    active: 'Offered',
    position: 'Position',
    register_number: 'Register number',
    reason: 'Reason',
    created_by: 'Added by',
    created_at: 'Added on',
    iata: 'IATA code',
    icao: 'ICAO code',
    city: 'City',
    city_en: 'City (English)',
    city_mn: 'City (Mongolian)',
    country: 'Country code',
    seats: 'Seats',
    address: 'Address',
    phone: 'Phone',
    hours: 'Opening hours',
    lat: 'Latitude',
    lng: 'Longitude',
  },
} as const;
