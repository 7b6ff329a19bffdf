/** This release of Reserva: the API document's version, and a backup manifest's. */
export const reservaVersion = '1.0.0'
