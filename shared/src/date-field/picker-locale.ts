import esES from 'antd/es/locale/es_ES';
import dayjs from 'dayjs';
// Month and day names in Spanish and weeks that start on Monday: the picker asks dayjs for them by the
// locale's name ('es_ES' → 'es'), so the locale must be registered with the one dayjs antd uses.
import 'dayjs/locale/es';

dayjs.locale('es');

/** antd's Spanish texts of the pickers ("Hoy", "Ahora", "Mes anterior"…), whatever ConfigProvider says. */
export const pickerLocale = esES.DatePicker;

export { dayjs };
