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
    time_zone: 'Time zone',
    seats: 'Seats',
    address: 'Address',
    phone: 'Phone',
    hours: 'Opening hours',
    lat: 'Latitude',
    lng: 'Longitude',
  },
  /** /system/websites: the website's form, features and members (src/web/screens/system/WebsiteSettings.tsx). */
  websites: {
    fields: { index: 'Index', domain: 'Domain', name: 'Name', features: 'Features', members: 'Members' },
    features: 'Features',
    features_hint: 'Screens such as leasing and air booking open only on websites with their feature on.',
    feature: { leasing: 'Leasing', air_booking: 'Air booking' },
    save_features: 'Save features',
    members: 'Members',
    no_members: 'No members yet',
    roles_of: 'Roles of {{email}} on this website',
    roles_new: 'Roles on this website',
    add: 'Add member',
    email: 'Email of the user',
    remove: 'Remove',
    remove_title: 'Remove {{email}} from {{site}}?',
    remove_body: 'The user loses the roles held on this website.',
    merchants: 'Merchants',
    merchants_hint: 'The merchants whose products sell on this website.',
    no_merchants: 'No merchant sells here yet',
    merchant_pick: 'Merchant to add',
    add_merchant: 'Add merchant',
    remove_merchant_title: 'Stop {{name}} selling on {{site}}?',
    remove_merchant_body: 'Its products are no longer offered on this website; nothing of the merchant is deleted.',
  },
  /** /system/applications: API clients and their keys (src/web/screens/system/ApplicationKey.tsx). */
  applications: {
    fields: { name: 'Name', description: 'Description', active: 'Active', key_prefix: 'Key', key_created_at: 'Key made on', key: 'Key' },
    key: 'API key',
    key_hint: 'Only its first characters are kept to recognise it by. A lost key is not shown again: make a new one.',
    regenerate: 'Make a new key',
    regenerate_title: 'Make a new key for {{name}}?',
    regenerate_body: 'The current key stops working at once; the client needs the new one.',
  },
  /** /system/sync_log and /system/bounces: what the system records by itself. */
  logs: {
    fields: {
      at: 'When', integration: 'Integration', direction: 'Direction', entity: 'What', reference: 'Reference', status: 'Result', http_status: 'HTTP status',
      duration_ms: 'Took (ms)', message: 'Message', email: 'Email', kind: 'Kind', reason: 'Reason', subject: 'Subject', source: 'Sent as',
    },
    system: {
      hint: 'The sync log of every integration and the jobs, newest first. Filter by source, level, name or time; Enter opens a job or an exchange.',
      search: 'Search the log', search_placeholder: 'Order number, sku, message…',
      table: 'System log', empty: 'Nothing logged matches.',
      source: 'Source', level: 'Level', name: 'Integration or job', status: 'Status', subject: 'About', message: 'Message', took: 'Took', user: 'By',
      sources: { sync: 'Integration', job: 'Job' }, levels: { info: 'Info', error: 'Error' },
      all_sources: 'Every source', all_levels: 'Every level',
      sync_status: { ok: 'Done', failed: 'Failed' },
    },
    sync: {
      title: 'Sync again',
      hint: 'Sends the record as it stands now through the ERP connection again (or reads it in again); the attempt is a new line of the log.',
      run: 'Sync again', running: 'Syncing…',
      done_ok: 'Synced again: {{message}}', done_failed: 'The sync failed again: {{message}}',
      confirm_title: 'Sync {{reference}} with {{integration}} again?',
    },
  },

  /** /system/organizations: the merchants (vendors) and their §3 fields. */
  organizations: {
    fields: {
      name: 'Name', org_name: 'Legal name', registry: 'Company register', vat_payer_number: 'VAT payer number', email: 'Email', phone: 'Phone',
      address: 'Address', commission_percent: 'Commission, %', monthly_fee: 'Monthly fee', contract_number: 'Contract number',
      contract_date: 'Contract date', logo: 'Logo (image address)', bank_accounts: 'Bank accounts', kind: 'Account', bank: 'Bank',
      account: 'Account number', main: 'Main', loan: 'Loan', lending: 'Lending',
    },
  },
  /** /system/erp_integrations: the ERP connections and their test request (src/web/screens/system/ErpTest.tsx). */
  erp: {
    fields: {
      name: 'Name', endpoint: 'Endpoint', auth: 'Sign-in', username: 'User name', secret: 'Password or token (write-only; empty keeps it)',
      active: 'Active', secret_set: 'Credential set',
    },
    test: 'Test request',
    test_hint: 'Sends one GET to {{endpoint}} with the stored credential and shows the answer.',
    test_run: 'Send a test request',
    testing: 'Waiting for the answer…',
    answered: 'Answered {{status}} in {{ms}} ms',
    no_answer: 'No answer ({{error}}) after {{ms}} ms',
  },
  /** /system/e_ticket_templates (src/web/screens/system/ETicketPreview.tsx). */
  e_tickets: {
    fields: { code: 'Code', name_en: 'Name (English)', name_mn: 'Name (Mongolian)', html: 'HTML (the ticket’s placeholders in double braces)', active: 'In use' },
    preview: 'Preview',
    preview_hint: 'The saved template filled with a sample ticket: passenger_name, ticket_number, booking_reference, flight, from, to, departure, arrival, seat, fare.',
  },
} as const;
