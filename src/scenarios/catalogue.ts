/**
 * The built-in scenarios, bundled as JSON so that the browser, the CLI and the
 * tests read the same files. Each is validated when first used.
 */
import skirmish from '../../assets/scenarios/skirmish.json' with { type: 'json' }
import sidiBarrani from '../../assets/scenarios/sidi-barrani.json' with { type: 'json' }
import wadiDerna from '../../assets/scenarios/wadi-derna.json' with { type: 'json' }
import bedaFomm from '../../assets/scenarios/beda-fomm.json' with { type: 'json' }
import tobrukEaster from '../../assets/scenarios/tobruk-easter.json' with { type: 'json' }
import creteStrait from '../../assets/scenarios/crete-strait.json' with { type: 'json' }
import halfayaPass from '../../assets/scenarios/halfaya-pass.json' with { type: 'json' }
import sidiRezegh from '../../assets/scenarios/sidi-rezegh.json' with { type: 'json' }

/** In date order after the introductory skirmish. */
export const BUILT_IN: readonly unknown[] = [skirmish, sidiBarrani, wadiDerna, bedaFomm, tobrukEaster, creteStrait, halfayaPass, sidiRezegh]
