# One image for every ROLE of the scale mode (compose.yaml): the built server and web app.
FROM node:20-bookworm-slim
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build
ENV NODE_ENV=production
EXPOSE 8080
CMD ["node", "apps/server/dist/server.js"]
