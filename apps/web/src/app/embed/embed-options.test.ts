import { describe, expect, it, vi } from 'vitest'
import { frameLanguage, readAccent, readEmbedOptions, readOrigin } from './embed-options.ts'

describe('the embed’s options from its address', () => {
  it('takes a colour as #rgb or #rrggbb, and nothing else', () => {
    expect(readAccent('#0B7285')).toBe('#0b7285')
    expect(readAccent('#0bf')).toBe('#00bbff')
    for (const bad of [
      null,
      '',
      '0b7285',
      '#0b728',
      '#0b72855',
      'red',
      '#ggg',
      'url(x)',
      '#0b7285;',
    ]) {
      expect(readAccent(bad), String(bad)).toBeNull()
    }
  })

  it('takes a language Reserva ships, and leaves the choice to the visitor otherwise', () => {
    expect(readEmbedOptions({ search: '?lang=de' }).language).toBe('de')
    expect(readEmbedOptions({ search: '?lang=ar' }).language).toBe('ar')
    for (const bad of ['?lang=pt', '?lang=DE', '?lang=de-AT', '?lang=', '']) {
      expect(readEmbedOptions({ search: bad }).language, bad).toBeNull()
    }
  })

  it('takes light or dark, and follows the system otherwise', () => {
    expect(readEmbedOptions({ search: '?scheme=dark' }).scheme).toBe('dark')
    expect(readEmbedOptions({ search: '?scheme=light' }).scheme).toBe('light')
    expect(readEmbedOptions({ search: '?scheme=DARK' }).scheme).toBe('auto')
    expect(readEmbedOptions({ search: '' }).scheme).toBe('auto')
  })

  it('believes the browser about who framed the page, then the loader, then the referrer', () => {
    const search = `?origin=${encodeURIComponent('https://shop.example')}`
    expect(readEmbedOptions({ search, ancestorOrigin: 'https://real.example' }).hostOrigin).toBe(
      'https://real.example',
    )
    // A parent the browser cannot name (a sandboxed frame): unknown, whatever the address says.
    expect(readEmbedOptions({ search, ancestorOrigin: 'null' }).hostOrigin).toBeNull()
    expect(readEmbedOptions({ search }).hostOrigin).toBe('https://shop.example')
    expect(
      readEmbedOptions({ search: '', referrer: 'https://ref.example/page?x=1' }).hostOrigin,
    ).toBe('https://ref.example')
    expect(readEmbedOptions({ search: '' }).hostOrigin).toBeNull()
  })

  it('takes an origin only as an http(s) scheme, host and port', () => {
    expect(readOrigin('http://localhost:8080')).toBe('http://localhost:8080')
    for (const bad of [
      'https://shop.example/',
      'https://shop.example/x',
      'javascript:alert(1)',
      '*',
      'null',
      'shop.example',
    ]) {
      expect(readOrigin(bad), bad).toBeNull()
    }
  })
})

describe('the frame’s language', () => {
  const businessDefault = vi.fn(async () => 'es' as const)

  it('is the one the host page asked for, then the browser’s, asking nothing of the server', async () => {
    expect(await frameLanguage({ asked: 'ar', browser: 'de', businessDefault })).toBe('ar')
    expect(await frameLanguage({ asked: null, browser: 'de', businessDefault })).toBe('de')
    expect(businessDefault).not.toHaveBeenCalled()
  })

  it('is the business’s default when neither says, and English when that cannot be asked', async () => {
    expect(await frameLanguage({ asked: null, browser: undefined, businessDefault })).toBe('es')
    const offline = async (): Promise<'es'> => {
      throw new Error('offline')
    }
    expect(await frameLanguage({ asked: null, browser: undefined, businessDefault: offline })).toBe(
      'en',
    )
  })
})
