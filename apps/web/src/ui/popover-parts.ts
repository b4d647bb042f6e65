// The popover library behind a file of its own, so `import()` of it brings the popover and nothing else of radix.
export { Popover } from 'radix-ui';
