import { useParams } from "wouter";
import { PageHeader } from "../../components/PageHeader";
import { findBlogEntry } from "../../content/blog";
import NotFoundPage from "../not-found/Page";

export default function BlogPostPage() {
  const { id = "" } = useParams<{ id: string }>();
  const entry = findBlogEntry(id);
  if (!entry) return <NotFoundPage />;
  return <PageHeader title={entry.title} subtitle={entry.author} />;
}
