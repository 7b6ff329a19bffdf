import crypto from 'node:crypto'
import {
  adminOnly,
  atItsPath,
  everyone,
  type MatrixRow,
  ownerOrStaff,
  signedIn,
  v1,
} from './expect.ts'

const storage = `${v1}/storage`
export const storageRows: MatrixRow[] = [
  atItsPath('GET', `${storage}/bucket`, adminOnly(200)),
  atItsPath('POST', `${storage}/bucket`, adminOnly(201), {
    jsonFrom: () => ({ id: `b-${crypto.randomUUID().slice(0, 8)}` }),
  }),
  {
    method: 'GET',
    path: `${storage}/bucket/{id}`,
    expect: adminOnly(200),
    request: (r) => ({ path: `${storage}/bucket/${r.bucket}` }),
  },
  {
    method: 'PUT',
    path: `${storage}/bucket/{id}`,
    expect: adminOnly(200),
    request: (r) => ({ path: `${storage}/bucket/${r.bucket}`, json: { public: false } }),
  },
  {
    method: 'DELETE',
    path: `${storage}/bucket/{id}`,
    expect: adminOnly(200),
    request: async (r) => {
      const id = `gone-${crypto.randomUUID().slice(0, 8)}`
      await r.call('admin', 'POST', `${storage}/bucket`, { id })
      return { path: `${storage}/bucket/${id}` }
    },
  },
  {
    method: 'POST',
    path: `${storage}/bucket/{id}/empty`,
    expect: adminOnly(200),
    request: async (r) => {
      const id = `empty-${crypto.randomUUID().slice(0, 8)}`
      await r.call('admin', 'POST', `${storage}/bucket`, { id })
      return { path: `${storage}/bucket/${id}/empty` }
    },
  },
  {
    method: 'POST',
    path: `${storage}/object/list/{bucket}`,
    expect: signedIn(200),
    request: (r) => ({
      path: `${storage}/object/list/${r.bucket}`,
      json: { prefix: r.users.customer.userId },
    }),
  },
  {
    method: 'POST',
    path: `${storage}/object/{bucket}/{path}`,
    label: 'replacing the customer’s object',
    // Another customer learns the path is taken (403, not 404), as a plain upload's 409 tells
    // anyone; what the file holds stays unseen (the leak rule).
    expect: { ...ownerOrStaff(200), otherCustomer: 403 },
    request: async (r) => ({
      path: `${storage}/object/${r.bucket}/${await r.newObject()}`,
      body: 'replaced',
      headers: { 'content-type': 'text/plain', 'x-upsert': 'true' },
    }),
  },
  {
    method: 'PUT',
    path: `${storage}/object/{bucket}/{path}`,
    // As replacing through an upload: another customer learns only that the path is taken.
    expect: { ...ownerOrStaff(200), otherCustomer: 403 },
    request: async (r) => ({
      path: `${storage}/object/${r.bucket}/${await r.newObject()}`,
      body: 'updated',
      headers: { 'content-type': 'text/plain' },
    }),
  },
  {
    method: 'GET',
    path: `${storage}/object/info/{bucket}/{path}`,
    expect: ownerOrStaff(200),
    request: (r) => ({ path: `${storage}/object/info/${r.bucket}/${r.objectName}` }),
  },
  {
    method: 'GET',
    path: `${storage}/object/public/{bucket}/{path}`,
    label: 'an object of a private bucket',
    expect: everyone(404),
    request: (r) => ({ path: `${storage}/object/public/${r.bucket}/${r.objectName}` }),
  },
  {
    method: 'POST',
    path: `${storage}/object/sign/{bucket}`,
    // Everyone signed in is answered; another customer's entry is an error, not a link.
    expect: signedIn(200),
    request: (r) => ({
      path: `${storage}/object/sign/${r.bucket}`,
      json: { expiresIn: 60, paths: [r.objectName] },
    }),
  },
  {
    method: 'POST',
    path: `${storage}/object/upload/sign/{bucket}/{path}`,
    // A link to write in the customer's folder: theirs and staff's to make, no one else's.
    expect: { ...signedIn(200), otherCustomer: 403 },
    request: (r) => ({
      path: `${storage}/object/upload/sign/${r.bucket}/${r.users.customer.userId}/${crypto.randomUUID().slice(0, 8)}.txt`,
    }),
  },
  {
    method: 'PUT',
    path: `${storage}/object/upload/sign/{bucket}/{path}`,
    // The link is the permission: whoever holds it uploads there, as the customer who signed it.
    expect: everyone(200),
    request: async (r) => {
      const name = `${r.users.customer.userId}/${crypto.randomUUID().slice(0, 8)}.txt`
      const { url } = await r.call(
        'customer',
        'POST',
        `${storage}/object/upload/sign/${r.bucket}/${name}`,
        {},
        200,
      )
      return {
        path: `${storage}${url}`,
        body: 'by link',
        headers: { 'content-type': 'text/plain' },
      }
    },
  },
  {
    method: 'GET',
    path: `${storage}/object/{bucket}/{path}`,
    expect: ownerOrStaff(200),
    request: (r) => ({ path: `${storage}/object/${r.bucket}/${r.objectName}` }),
  },
  {
    method: 'POST',
    path: `${storage}/object/sign/{bucket}/{path}`,
    expect: ownerOrStaff(200),
    request: (r) => ({
      path: `${storage}/object/sign/${r.bucket}/${r.objectName}`,
      json: { expiresIn: 60 },
    }),
  },
  {
    method: 'GET',
    path: `${storage}/object/signed/{bucket}/{path}`,
    // The link is the permission: whoever holds it reads the file until it expires.
    expect: everyone(200),
    request: async (r) => {
      const { signedUrl } = await r.call(
        'customer',
        'POST',
        `${storage}/object/sign/${r.bucket}/${r.objectName}`,
        { expiresIn: 60 },
        200,
      )
      const url = new URL(signedUrl)
      return { path: `${url.pathname}${url.search}` }
    },
  },
  {
    method: 'POST',
    path: `${storage}/object/move`,
    expect: ownerOrStaff(200),
    request: async (r) => {
      const sourceKey = await r.newObject()
      return {
        path: `${storage}/object/move`,
        json: { bucketId: r.bucket, sourceKey, destinationKey: `${sourceKey}.moved` },
      }
    },
  },
  atItsPath('POST', `${storage}/object/copy`, ownerOrStaff(200), {
    jsonFrom: (r) => ({
      bucketId: r.bucket,
      sourceKey: r.objectName,
      destinationKey: `${r.objectName}.${crypto.randomUUID().slice(0, 6)}`,
    }),
  }),
  {
    method: 'DELETE',
    path: `${storage}/object/{bucket}`,
    // Answers with what it removed; another customer removes nothing (checked by the leak rule).
    expect: signedIn(200),
    request: async (r) => ({
      path: `${storage}/object/${r.bucket}`,
      json: { prefixes: [await r.newObject()] },
    }),
  },
]
