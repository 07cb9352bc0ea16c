import { Container, GlobalResourceRegistry, TextStyle, type DestroyOptions, type TextStyleOptions } from 'pixi.js'

/**
 * The container behind `<pixiContainer>`. When React removes a subtree, @pixi/react destroys only
 * its top node, and Container.destroy() without options detaches the children without destroying
 * them: every counter's, label's and dice layer's texts and graphics stayed registered with the
 * renderer (its bitmap-text and graphics hashes), about 10 objects a battle that the soak's heap
 * kept for good (issue 18). Here a container destroys its children with it, textures excepted.
 *
 * `context: true` too: Graphics.destroy(options) destroys the GraphicsContext it made itself only
 * when called without options, and the options reach every child; with `{ children: true }` alone
 * each graphics' context (with its GPU data and pooled batches) stayed registered with the renderer
 * until the renderer itself went. The field shares no GraphicsContext, so each one is its own.
 */
export const DESTROY_SUBTREE: DestroyOptions = { children: true, context: true }

export class OwnedContainer extends Container {
  override destroy(options: DestroyOptions = DESTROY_SUBTREE): void {
    super.destroy(options)
  }
}

let liveRenderers = 0

/**
 * Empties Pixi's global pools once the last renderer has been destroyed (issue 18, long play). Pixi
 * keeps module-level pools that outlive any renderer (BigPool's pooled graphics batches, each still
 * holding its old geometry and batcher, the batcher's batch pool, TexturePool, CanvasPool): every
 * battle window makes a renderer and destroys it, returning all it used, and the pools only ever
 * grow to the largest number ever freed at once. A 60-then-260-battle soak's heap snapshots showed
 * 1,442 more pooled BatchableGraphics (11,585 in all) and 12 more pooled batchers with their
 * vertex buffers. Pixi releases them only on destroy({ releaseGlobalResources: true }), which
 * @pixi/react's unmount does not pass; so the release is done here, after the renderer's own destroy
 * has returned its objects (a microtask later), and only when no other renderer is alive.
 */
export function releasePoolsWhenGone(
  renderer: { runners: { destroy: { add(item: { destroy(): void }): unknown } } },
  release: () => void = () => GlobalResourceRegistry.release(),
): void {
  liveRenderers++
  renderer.runners.destroy.add({
    destroy() {
      liveRenderers--
      queueMicrotask(() => {
        if (liveRenderers === 0) release()
      })
    },
  })
}

const styles = new Map<string, TextStyle>()
/** More distinct styles than the field ever draws; past it the cache starts again rather than grow. */
export const MAX_SHARED_STYLES = 64

/**
 * One TextStyle per set of options, shared by every text drawn in it. A bitmap text with a stroke
 * gets a font of its own for each TextStyle instance (Pixi keys such fonts by the style's uid, and
 * keeps each, with its 512×512 canvas, in its global Cache): a map's place names, built from plain
 * options, made a new font for every label of every battle (issue 18).
 */
export function sharedTextStyle(options: TextStyleOptions): TextStyle {
  const key = JSON.stringify(options)
  let style = styles.get(key)
  if (!style) {
    if (styles.size >= MAX_SHARED_STYLES) styles.clear()
    style = new TextStyle(options)
    styles.set(key, style)
  }
  return style
}

/** The number of styles kept (tests). */
export function sharedStyleCount(): number {
  return styles.size
}
