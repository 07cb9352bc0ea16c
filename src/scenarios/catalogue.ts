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
import axisAirLandExample from '../../assets/scenarios/axis-air-land-example.json' with { type: 'json' }
import axisReims from '../../assets/scenarios/axis-reims.json' with { type: 'json' }
import axisMunchen from '../../assets/scenarios/axis-munchen.json' with { type: 'json' }
import axisFrankfurtCalais from '../../assets/scenarios/axis-frankfurt-calais.json' with { type: 'json' }
import axisNormandyLanding from '../../assets/scenarios/axis-normandy-landing.json' with { type: 'json' }
import axisNorthSea from '../../assets/scenarios/axis-north-sea.json' with { type: 'json' }
import axisUkraineSupport from '../../assets/scenarios/axis-ukraine-support.json' with { type: 'json' }
import axisChannelAircap from '../../assets/scenarios/axis-channel-aircap.json' with { type: 'json' }
import axisGibraltar from '../../assets/scenarios/axis-gibraltar.json' with { type: 'json' }

/** Grand battles in date order after the introductory skirmish; then the axis battles, the seed's worked examples first. */
export const BUILT_IN: readonly unknown[] = [
  skirmish,
  sidiBarrani,
  wadiDerna,
  bedaFomm,
  tobrukEaster,
  creteStrait,
  halfayaPass,
  sidiRezegh,
  axisAirLandExample,
  axisReims,
  axisMunchen,
  axisFrankfurtCalais,
  axisNormandyLanding,
  axisNorthSea,
  axisUkraineSupport,
  axisChannelAircap,
  axisGibraltar,
]
