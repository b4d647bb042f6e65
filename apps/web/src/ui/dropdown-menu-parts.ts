// The menu library behind a file of its own, so `import()` of it brings the dropdown menu and nothing else of radix.
export { DropdownMenu } from 'radix-ui';
