"use client";

import dynamic from "next/dynamic";

// The tracking page's two forms that validate with zod (and the review's react-hook-form) load only when the page
// shows them: most visits (a pending request, a saved pet file) never download that code, and when a form is shown
// the server's HTML is already there while its script arrives (the page's first load stays near a blank
// Next page's).

/** The owner's review of a completed stay (./review-form). */
export const LazyReviewForm = dynamic(() => import("./review-form").then((module) => module.ReviewForm));

/** The pet file form (./pet-file-form). */
export const LazyPetFileForm = dynamic(() => import("./pet-file-form").then((module) => module.PetFileForm));
