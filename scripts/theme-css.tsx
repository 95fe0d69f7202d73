#!/usr/bin/env node
/**
 * Writes src/ui/theme.css: the CSS variables and global classes MantineProvider would otherwise inline into every page
 * (a `<style>` of ~9 KB, rebuilt on every server render) for our theme, as a stylesheet the head links and the
 * browser caches (decision 31). src/ui/theme-css.test.ts fails when the file no longer matches the theme.
 * Usage: npx tsx scripts/theme-css.tsx
 */
import { writeFileSync } from 'node:fs'
import { themeCss } from '../src/ui/theme-css'

writeFileSync('src/ui/theme.css', themeCss())
console.log('src/ui/theme.css written')
