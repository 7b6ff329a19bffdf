import { Anchor, Typography } from '@mantine/core'
import ReactMarkdown, { type Components } from 'react-markdown'

// The slice of the Markdown syntax tree (mdast) that the plugin below reads.
type MdNode = { type: string; depth?: number; value?: string; children?: MdNode[] }

const textOf = (node: MdNode): string => node.value ?? (node.children ?? []).map(textOf).join('')
const headingsIn = (node: MdNode): MdNode[] =>
  node.type === 'heading' ? [node] : (node.children ?? []).flatMap(headingsIn)

/**
 * The page owns its one <h1>. Admins write texts starting at any level (often "## …"), and often
 * open with the page's own title: drop that repeated title, then shift every heading so the
 * text's highest one becomes an <h2>, keeping the outline without gaps.
 */
const remarkPageHeadings =
  ({ pageTitle }: { pageTitle?: string }) =>
  (tree: MdNode) => {
    const first = tree.children?.[0]
    const normalise = (text: string) => text.trim().toLowerCase()
    if (
      pageTitle &&
      first?.type === 'heading' &&
      normalise(textOf(first)) === normalise(pageTitle)
    ) {
      tree.children?.shift()
    }
    const headings = headingsIn(tree)
    const top = Math.min(...headings.map((heading) => heading.depth ?? 6))
    for (const heading of headings) heading.depth = Math.min(6, (heading.depth ?? 6) - top + 2)
  }

const components: Components = {
  a: ({ node: _node, ...props }) => <Anchor {...props} />,
}

/**
 * Renders text an admin wrote in Markdown. Raw HTML in it is dropped (`skipHtml`) and link
 * targets go through react-markdown's default URL filter, so the text cannot inject markup or
 * `javascript:` links.
 */
export function Markdown({ children, pageTitle }: { children: string; pageTitle?: string }) {
  return (
    <Typography maw="44rem">
      <ReactMarkdown
        skipHtml
        components={components}
        remarkPlugins={[[remarkPageHeadings, { pageTitle }]]}
      >
        {children}
      </ReactMarkdown>
    </Typography>
  )
}
